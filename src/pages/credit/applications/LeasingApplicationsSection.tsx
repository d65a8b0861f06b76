import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { OPEN_APPLICATION_STATUSES } from '../../../../domain/leasingApplication';
import type { LeasingApplication, LeasingPartner, Order } from '../../../../domain/records';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDateTime } from '../../../format';
import { useNotifyFailure } from '../../../layout/useNotifyFailure';
import { Section } from '../../../records/layout';
import { ApplicationCard } from './ApplicationCard';
import { SubmitToLeasingDialog } from './SubmitToLeasingDialog';

const ALL = { pagination: { page: 1, perPage: 200 }, sort: { field: 'name', order: 'ASC' as const } };

/** Whether the customer's down payment is paid: with an approved application, that makes the Deal. */
function DownPayment({ order }: { order: Order }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const paid = order.down_payment_paid_at;
  const mark = useMutation({
    mutationFn: (value: boolean) => dataProvider.setDownPaymentPaid(order.id, value),
    onSuccess: (answer) => {
      if (answer.deal) notify('app.leasing.applications.deal', { type: 'success' });
      refresh();
    },
    onError: (error) => notifyFailure('app.leasing.applications.paid_failed', error),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' }, mb: 2 }}>
      <Typography variant="body2">
        {paid ? translate('app.leasing.applications.down_payment_paid', { at: formatDateTime(paid) }) : translate('app.leasing.applications.down_payment_unpaid')}
      </Typography>
      <Button size="small" variant={paid ? 'text' : 'outlined'} disabled={mark.isPending} onClick={() => mark.mutate(!paid)}>
        {translate(paid ? 'app.leasing.applications.mark_unpaid' : 'app.leasing.applications.mark_paid')}
      </Button>
    </Stack>
  );
}

/**
 * The order's leasing (docs/leasing.md): its applications to partners, each with its documents and
 * moves, submitting it to more partners, and the down payment. Only for credit orders.
 */
export function LeasingApplicationsSection() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const [submitting, setSubmitting] = useState(false);
  const enabled = order?.payment === 'kredit';
  const { data: applications = [] } = useGetList<LeasingApplication>(
    'leasing/application',
    { filter: { id_order: order?.id }, pagination: { page: 1, perPage: 50 }, sort: { field: 'created_at', order: 'ASC' } },
    { enabled },
  );
  const { data: partners = [] } = useGetList<LeasingPartner>('setting/leasing', ALL, { enabled });
  if (!order || !enabled) return null;
  const open = applications.filter((a) => (OPEN_APPLICATION_STATUSES as readonly string[]).includes(a.status));
  const waiting = applications.filter((a) => a.status === 'submitted' || a.status === 'survey');
  const closed = order.status === 'rejected' || order.status === 'cancelled';
  return (
    <Section title="app.leasing.applications.title">
      {closed ? null : <DownPayment order={order} />}
      {applications.length === 0 ? <Typography sx={{ mb: 1 }}>{translate('app.leasing.applications.empty')}</Typography> : null}
      <Box component="ul" sx={{ display: 'grid', gap: 1, p: 0, m: 0, mb: 1, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {applications.map((application) => (
          <ApplicationCard
            key={application.id}
            application={application}
            order={order}
            partner={partners.find((p) => p.id === application.id_leasing_partner)?.short_name ?? ''}
            othersWaiting={waiting.filter((a) => a.id !== application.id).length}
          />
        ))}
      </Box>
      {closed ? null : (
        <Button variant="outlined" onClick={() => setSubmitting(true)}>
          {translate('app.leasing.applications.submit')}
        </Button>
      )}
      {submitting ? (
        <SubmitToLeasingDialog
          order={order}
          partners={partners.filter((p) => p.active)}
          open={open.map((a) => a.id_leasing_partner)}
          onClose={() => setSubmitting(false)}
        />
      ) : null}
    </Section>
  );
}
