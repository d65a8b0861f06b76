import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_SUMMARY, TARGET_PATHS } from '../../domain/apiPaths';
import type { TargetProgress } from '../../src/dataProvider/targetsApi';
import DashboardPage from '../../src/pages/dashboard/DashboardPage';
import { thisMonth } from '../../src/pages/dashboard/links';
import TargetsPage from '../../src/pages/targets/TargetsPage';
import { renderInAdmin } from './approval/admin';
import { server } from './msw';
import { answerToday } from './todayAnswers';

const BASE = '/api/master/v1/target';
const counts = (values: Partial<TargetProgress['headline']['actual']> = {}) => ({ prospects: 0, follow_ups: 0, visits: 0, orders: 0, deals: 0, ...values });

const PROGRESS: TargetProgress = {
  month: '2026-11',
  scope: 'group',
  headline: { target: counts({ prospects: 20, deals: 4 }), actual: counts({ prospects: 12, deals: 5 }) },
  groups: [{ id_group: 2, name: 'Cabang Depok', target: { id: 31, ...counts({ prospects: 20, deals: 4 }) }, actual: counts({ prospects: 12, deals: 5 }) }],
  users: [
    { id_user: 11, name: 'Yudi Permana', id_group: 2, target: { id: 32, ...counts({ prospects: 10 }) }, actual: counts({ prospects: 7, visits: 3 }) },
    { id_user: 12, name: 'Neng Rahmawati', id_group: 2, target: null, actual: counts({ prospects: 5 }) },
  ],
};

/** Answers the progress (recording the months asked) and records every write. */
function answerTargets(progress: TargetProgress = PROGRESS) {
  const months: string[] = [];
  const writes: { method: string; url: string; body: unknown }[] = [];
  const record = async ({ request }: { request: Request }) => {
    writes.push({ method: request.method, url: new URL(request.url).pathname, body: await request.json() });
    return null;
  };
  server.use(
    mock.get(TARGET_PATHS.progress, ({ request }) => {
      months.push(new URL(request.url).searchParams.get('month') ?? '');
      return HttpResponse.json({ data: progress });
    }),
    mock.post(TARGET_PATHS.copy, async (info) => {
      await record(info);
      return HttpResponse.json({ data: { copied: 3, kept: 1 } });
    }),
    mock.post(`${BASE}/:id/split`, async ({ request }) => {
      writes.push({ method: 'POST', url: new URL(request.url).pathname, body: null });
      return HttpResponse.json({ data: { members: 2, month: progress.month } });
    }),
    mock.put(`${BASE}/:id`, async (info) => {
      await record(info);
      return HttpResponse.json({ id: Number(info.params.id), month: progress.month, id_user: 11, id_group: null, ...counts({ prospects: 15 }) });
    }),
    mock.post(BASE, async (info) => {
      await record(info);
      return HttpResponse.json({ id: 40, month: progress.month, id_user: 12, id_group: null, ...counts({ visits: 6 }) }, { status: 201 });
    }),
  );
  return { months, writes };
}

const card = (name: string) => screen.findByRole('article', { name });

describe('Setting Task', () => {
  it("shows this month's progress of each group and salesperson against its target", async () => {
    const { months } = answerTargets();
    renderInAdmin(<TargetsPage />, '/setting/task', ['Master Target', 'groups'], 'Supervisor');

    const group = await card('Cabang Depok');
    expect(months[0]).toBe(thisMonth());
    expect(within(group).getByText('12 / 20')).toBeInTheDocument();
    expect(within(group).getByText('60%')).toBeInTheDocument();
    expect(within(group).getByRole('progressbar', { name: 'Prospek baru: 12 dari target 20' })).toHaveAttribute('aria-valuenow', '60');
    // Past the target: 125 %, the bar full.
    expect(within(group).getByRole('progressbar', { name: 'Unit terjual (Deal): 5 dari target 4' })).toHaveAttribute('aria-valuenow', '100');
    expect(within(group).getByText('125%')).toBeInTheDocument();
    expect(within(group).getAllByText('0 (tanpa target)')).toHaveLength(3);

    const yudi = await card('Yudi Permana');
    expect(within(yudi).getByText('7 / 10')).toBeInTheDocument();
    expect(within(yudi).getByText('3 (tanpa target)')).toBeInTheDocument();
    const neng = await card('Neng Rahmawati');
    expect(within(neng).getByText('Cabang Depok · Belum ada target')).toBeInTheDocument();
    expect(within(neng).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(neng).queryByRole('button', { name: /Bagi rata/ })).not.toBeInTheDocument();
  });

  it('changes a target, sets a new one, and asks for the month chosen', async () => {
    const { months, writes } = answerTargets();
    renderInAdmin(<TargetsPage />, '/setting/task', ['Master Target', 'groups'], 'Supervisor');

    await userEvent.click(within(await card('Yudi Permana')).getByRole('button', { name: 'Atur target: Yudi Permana' }));
    let dialog = await screen.findByRole('dialog', { name: `Target Yudi Permana bulan ${thisMonth()}` });
    const prospects = within(dialog).getByRole('spinbutton', { name: 'Prospek baru' });
    expect(prospects).toHaveValue(10);
    await userEvent.clear(prospects);
    await userEvent.type(prospects, '15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Target disimpan.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'PUT', url: `${BASE}/32`, body: counts({ prospects: 15 }) });

    await userEvent.click(within(await card('Neng Rahmawati')).getByRole('button', { name: 'Atur target: Neng Rahmawati' }));
    dialog = await screen.findByRole('dialog', { name: `Target Neng Rahmawati bulan ${thisMonth()}` });
    const visits = within(dialog).getByRole('spinbutton', { name: 'Kunjungan (visum)' });
    await userEvent.clear(visits);
    await userEvent.type(visits, '6');
    await userEvent.keyboard('{Enter}');
    await screen.findByText('Target disimpan.');
    expect(writes[1]).toMatchObject({ method: 'POST', url: BASE, body: { month: thisMonth(), id_user: 12, ...counts({ visits: 6 }) } });

    // A browser's month picker sets the whole value at once.
    fireEvent.change(screen.getByLabelText('Bulan'), { target: { value: '2026-01' } });
    await waitFor(() => expect(months).toContain('2026-01'));
    expect(await screen.findByRole('article', { name: 'Cabang Depok' })).toBeInTheDocument();
  });

  it("copies last month's targets and splits a group target, each after a confirmation", async () => {
    const { writes } = answerTargets();
    renderInAdmin(<TargetsPage />, '/setting/task', ['Master Target', 'groups'], 'Supervisor');

    await userEvent.click(await screen.findByRole('button', { name: 'Salin bulan lalu' }));
    const copy = await screen.findByRole('dialog', { name: 'Salin target bulan lalu?' });
    expect(writes).toHaveLength(0);
    await userEvent.click(within(copy).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('3 target disalin, 1 target yang sudah ada tidak diubah.')).toBeInTheDocument();
    expect(writes[0]).toMatchObject({ method: 'POST', url: TARGET_PATHS.copy, body: { month: thisMonth() } });

    await userEvent.click(within(await card('Cabang Depok')).getByRole('button', { name: 'Bagi rata ke anggota: Cabang Depok' }));
    const split = await screen.findByRole('dialog', { name: 'Bagi rata target Cabang Depok?' });
    await userEvent.click(within(split).getByRole('button', { name: 'Konfirmasi' }));
    expect(await screen.findByText('Target dibagi ke 2 anggota.')).toBeInTheDocument();
    expect(writes[1]).toMatchObject({ method: 'POST', url: TARGET_PATHS.split(31) });
  });

  it('says so when there is nobody to set targets for', async () => {
    answerTargets({ ...PROGRESS, scope: 'own', headline: { target: null, actual: counts() }, groups: [], users: [] });
    renderInAdmin(<TargetsPage />, '/setting/task', ['Master Target'], 'Sales');
    expect(await screen.findByText('Belum ada sales atau grup yang dapat anda beri target.')).toBeInTheDocument();
  });

  it('shows a reader without Master Target their own targets and progress, with nothing to change', async () => {
    const { months } = answerTargets({ ...PROGRESS, scope: 'own', headline: { target: null, actual: counts() }, groups: [], users: [PROGRESS.users[0]] });
    renderInAdmin(<TargetsPage />, '/setting/task', ['Prospect'], 'Sales');
    const own = await card('Yudi Permana');
    expect(within(own).getByText('7 / 10')).toBeInTheDocument();
    expect(screen.getByText('Target anda ditetapkan oleh atasan; di sini anda melihat progresnya.')).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Atur target|Bagi rata|Salin bulan lalu/ })).not.toBeInTheDocument();
    expect(months).toEqual([thisMonth()]);
  });
});

describe("the dashboard's target card", () => {
  const answerSummary = () =>
    server.use(
      answerToday(),
      mock.get(DASHBOARD_SUMMARY, () =>
        HttpResponse.json({
          data: { scope: 'group', prospects_total: 0, prospects_by_status: [], new_prospects_month: 0, deals_month: 0, followups_due_today: 0, followups_overdue: 0, orders_by_status: [], funnel: [] },
        }),
      ),
    );

  it("shows this month's progress of the user's scope, also without Master Target", async () => {
    answerSummary();
    const { months } = answerTargets();
    renderInAdmin(<DashboardPage />, '/dashboard', ['Prospect'], 'Supervisor');
    const region = await screen.findByRole('region', { name: 'Target bulan ini' });
    expect(await within(region).findByText('Target grup anda')).toBeInTheDocument();
    expect(within(region).getByText('12 / 20')).toBeInTheDocument();
    expect(within(region).getByRole('progressbar', { name: 'Unit terjual (Deal): 5 dari target 4' })).toBeInTheDocument();
    expect(within(region).queryByRole('link', { name: 'Buka Setting Task' })).not.toBeInTheDocument();
    expect(months).toEqual([thisMonth()]);
  });

  it('says when no target is set, and links Setting Task for those who set them', async () => {
    answerSummary();
    answerTargets({ ...PROGRESS, scope: 'own', headline: { target: null, actual: counts({ prospects: 2 }) } });
    renderInAdmin(<DashboardPage />, '/dashboard', ['Master Target'], 'Sales');
    const region = await screen.findByRole('region', { name: 'Target bulan ini' });
    expect(await within(region).findByText('Belum ada target untuk bulan ini.')).toBeInTheDocument();
    expect(within(region).getByText('Target anda')).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Buka Setting Task' })).toHaveAttribute('href', '/setting/task');
  });
});
