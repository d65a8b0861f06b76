import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPickerLists, answerReports } from './reportAnswers';
import { answerAdministrator, answerRole, renderApp } from './renderApp';
import { stubPhoneScreen } from './phoneScreen';
import { logIn } from './session';

const REPORT_URL = '/laporan?from=2021-03-01&to=2021-03-31';

/** Opens Laporan and waits for its filters to know the caller's role (the motor picker is everyone's). */
async function openReport() {
  renderApp(REPORT_URL);
  await screen.findByRole('combobox', { name: 'Motor' });
}

/** Chooses `option` in the filter labelled `label`. */
async function choose(label: string, option: string) {
  await userEvent.click(await screen.findByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('Laporan scope pickers', () => {
  it("lets an Administrator choose anyone, any group and a motor, each written into the URL and every figure's query", async () => {
    logIn();
    answerAdministrator();
    const asked = answerReports();
    const memberFilters = answerPickerLists();
    await openReport();

    await choose('Sales', 'Sari Dewi');
    await waitFor(() => expect(asked.funnel.get('id_user')).toBe('8'));
    await choose('Grup', 'Cabang Depok');
    await waitFor(() => expect(asked.funnel.get('id_group')).toBe('2'));
    await choose('Motor', 'Vario 160');
    await waitFor(() => expect(Object.fromEntries(asked.speed)).toEqual({ from: '2021-03-01', to: '2021-03-31', id_user: '8', id_group: '2', id_product: '11' }));
    expect(new URLSearchParams(window.location.search).get('id_product')).toBe('11');
    expect(memberFilters.at(-1)).toEqual({});

    await choose('Sales', 'Semua sales');
    await waitFor(() => expect(asked.funnel.has('id_user')).toBe(false));
  });

  it("offers a supervisor their group's people and no group picker", async () => {
    logIn();
    answerRole('Supervisor', { groups: { access: 'enabled' } });
    answerReports();
    const memberFilters = answerPickerLists();
    await openReport();

    expect(await screen.findByRole('combobox', { name: 'Sales' })).toBeInTheDocument();
    await waitFor(() => expect(memberFilters.at(-1)).toEqual({ id_group: 2 }));
    expect(screen.queryByRole('combobox', { name: 'Grup' })).not.toBeInTheDocument();
  });

  it('shows a salesperson only the motor among the scope pickers', async () => {
    logIn();
    answerRole('Sales', {});
    const asked = answerReports();
    const memberFilters = answerPickerLists();
    await openReport();

    expect(screen.queryByRole('combobox', { name: 'Sales' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Grup' })).not.toBeInTheDocument();
    await choose('Motor', 'Vario 160');
    await waitFor(() => expect(asked.lost.get('id_product')).toBe('11'));
    expect(memberFilters).toEqual([]);
  });

  describe('on a phone (360 px)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("folds the filters under 'Filter' until it is opened", async () => {
      stubPhoneScreen();
      logIn();
      answerAdministrator();
      answerReports();
      renderApp(REPORT_URL);
      const fold = await screen.findByRole('button', { name: 'Filter' });
      expect(fold).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('combobox', { name: 'Motor' })).not.toBeInTheDocument();
      await userEvent.click(fold);
      expect(fold).toHaveAttribute('aria-expanded', 'true');
      await choose('Motor', 'Vario 160');
      await waitFor(() => expect(new URLSearchParams(window.location.search).get('id_product')).toBe('11'));
    });
  });
});
