import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mock, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import FollowUpApprovePage from '../../../src/pages/approval/FollowUpApprovePage';
import { server } from '../msw';
import { renderInAdmin } from './admin';
import { answerLookups, answerQueue } from './queueServer';

const COMPANY = '/api/master/v1/company';
const company = (followup_approval: boolean) => ({
  data: { id: 3, name: 'Maju Motor Bandung', address: null, phone: null, code: 'MAJU01', followup_approval },
});

function openQueue(roleName?: string) {
  answerLookups();
  answerQueue('/api/prospect/v1/followup', []);
  server.use(mock.get(COMPANY, () => HttpResponse.json(company(true))));
  renderInAdmin(<FollowUpApprovePage />, '/setting/followUpApprove', undefined, roleName);
}

const ruleSwitch = () => screen.findByRole('switch', { name: 'Follow up dari Sales perlu persetujuan' });

describe('the follow-up approval rule above the queue', () => {
  it('lets an Administrator turn approval off, saving it on the server', async () => {
    const sent: unknown[] = [];
    server.use(
      mock.put(COMPANY, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(company(false));
      }),
    );
    openQueue();
    const toggle = await ruleSwitch();
    expect(toggle).toBeChecked();
    expect(screen.getByText(/menunggu di sini sampai disetujui/)).toBeInTheDocument();
    await userEvent.click(toggle);
    expect(await screen.findByText('Aturan follow up disimpan.')).toBeInTheDocument();
    expect(sent).toEqual([{ followup_approval: false }]);
    expect(toggle).not.toBeChecked();
    expect(screen.getByText('Follow up langsung tercatat tanpa persetujuan.')).toBeInTheDocument();
  });

  it('puts the switch back and says why when the server refuses', async () => {
    server.use(mock.put(COMPANY, () => HttpResponse.json({ message: 'Akses ditolak.' }, { status: 403 })));
    openQueue();
    const toggle = await ruleSwitch();
    await userEvent.click(toggle);
    expect(await screen.findByText('Gagal menyimpan aturan follow up : Akses ditolak.')).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked());
  });

  it('shows the rule to a Supervisor without letting them change it', async () => {
    openQueue('Supervisor');
    expect(await ruleSwitch()).toBeDisabled();
  });
});
