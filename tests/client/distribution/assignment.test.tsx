import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AssignmentPage from '../../../src/pages/distribution/AssignmentPage';
import { renderInAdmin } from '../approval/admin';
import { answerDistribution, plan } from './answers';

const open = (modules = ['Distribusi Data']) => renderInAdmin(<AssignmentPage />, '/setting/Assignment', modules, 'Supervisor');

async function chooseYudiAndNeng() {
  const users = await screen.findByRole('combobox', { name: 'Sales penerima' });
  await userEvent.click(users);
  await userEvent.click(await screen.findByRole('option', { name: /Yudi Permana/ }));
  await userEvent.click(users);
  await userEvent.click(await screen.findByRole('option', { name: /Neng Rahmawati/ }));
}

describe('List Distribusi', () => {
  it('previews the counts per person, then distributes them after a confirmation', async () => {
    const sent = answerDistribution();
    open();
    await chooseYudiAndNeng();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat pratinjau' }));
    const table = await screen.findByRole('table', { name: 'Pratinjau pembagian' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('10 prospek dipilih, 10 akan dibagikan.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Bagikan' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Bagikan 10 prospek kepada 2 orang sekarang?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Bagikan' }));
    expect(await screen.findByText('10 prospek telah dibagikan.')).toBeInTheDocument();
    expect(sent.map((s) => s.path)).toEqual(['preview', 'apply']);
    expect(sent[1].body).toEqual({ source: { kind: 'unassigned' }, method: 'round_robin', capacity: null, user_ids: [11, 12], group_ids: [] });
  });

  it('says how many stay where they are when capacity runs out, and drops the preview when a choice changes', async () => {
    answerDistribution(plan([2, 1], 7));
    open();
    await chooseYudiAndNeng();
    await userEvent.click(screen.getByRole('button', { name: 'Lihat pratinjau' }));
    expect(await screen.findByText(/7 prospek tidak terbagi karena kapasitas penerima habis/)).toBeInTheDocument();
    const [listMethod] = screen.getAllByRole('radio', { name: 'Sesuai sisa kapasitas' });
    await userEvent.click(listMethod);
    expect(screen.queryByRole('table', { name: 'Pratinjau pembagian' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bagikan' })).not.toBeInTheDocument();
  });

  it('saves the standing rule', async () => {
    const sent = answerDistribution();
    open();
    await userEvent.click(await screen.findByRole('switch', { name: 'Bagikan prospek baru secara otomatis' }));
    const [, groupsOfRule] = await screen.findAllByRole('combobox', { name: 'Grup penerima (seluruh anggota aktif)' });
    await userEvent.click(groupsOfRule);
    await userEvent.click(await screen.findByRole('option', { name: 'Tim Bandung' }));
    await userEvent.click(screen.getByRole('button', { name: 'Simpan aturan' }));
    expect(await screen.findByText('Aturan distribusi disimpan.')).toBeInTheDocument();
    expect(sent).toEqual([{ path: 'rule', body: { active: true, method: 'rotation', capacity: null, user_ids: [], group_ids: [1], updated_at: null } }]);
  });

  it('is not there for a role without Distribusi Data', async () => {
    answerDistribution();
    open(['Prospect']);
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
  });
});
