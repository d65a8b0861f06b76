import PrintIcon from '@mui/icons-material/Print';
import { Alert, Button, Chip, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { movesOf, type SpkStatus } from '../../../../domain/spk';
import type { Order } from '../../../../domain/records';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDateTime, formatRupiah } from '../../../format';
import { useNotifyFailure } from '../../../layout/useNotifyFailure';
import { saveFile } from '../../../records/saveFile';
import { Section } from '../../../records/layout';
import { SpkDetailsForm } from './SpkDetailsForm';

const MOVE_WORDS: Record<SpkStatus, string> = { draft: 'reopen', complete: 'complete', done: 'done', void: 'void' };

/** The SPK as a PDF: A4 to print, or a page a phone reads at full width. */
function PrintButtons({ order }: { order: Order }) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider<AppDataProvider>();
  const print = useMutation({
    mutationFn: (layout: 'a4' | 'phone') => dataProvider.spkPdf(order.id, layout),
    onSuccess: (pdf, layout) => saveFile(pdf, `${order.number.replaceAll('/', '-')}${layout === 'phone' ? '-ponsel' : ''}.pdf`),
    onError: (error) => notifyFailure('app.leasing.spk.print_failed', error),
  });
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <Button startIcon={<PrintIcon />} variant="outlined" disabled={print.isPending} onClick={() => print.mutate('a4')}>
        {translate('app.leasing.spk.print_a4')}
      </Button>
      <Button startIcon={<PrintIcon />} disabled={print.isPending} onClick={() => print.mutate('phone')}>
        {translate('app.leasing.spk.print_phone')}
      </Button>
    </Stack>
  );
}

/**
 * The order's SPK (docs/leasing.md, The SPK): its state, what it adds to the order while a Draft,
 * the moves its state allows, and its PDF.
 */
export function SpkSection() {
  const order = useRecordContext<Order>();
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.leasing.spk.${key}`, args);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const move = useMutation({
    mutationFn: (to: SpkStatus) => dataProvider.moveSpk(order?.id ?? 0, to),
    onSuccess: () => {
      notify('app.leasing.spk.moved', { type: 'success' });
      refresh();
    },
    onError: (error) => notifyFailure('app.leasing.spk.move_failed', error),
  });
  if (!order) return null;
  const closed = order.status === 'rejected' || order.status === 'cancelled';
  return (
    <Section title="app.leasing.spk.title">
      <Stack sx={{ gap: 1.5, alignItems: 'flex-start' }}>
        <Chip label={t(`status.${order.spk_status}`)} color={order.spk_status === 'complete' || order.spk_status === 'done' ? 'success' : 'default'} />
        {order.spk_status === 'draft' ? (
          <SpkDetailsForm order={order} />
        ) : (
          <Typography variant="body2">
            {t('summary', {
              stnk: order.stnk_name ?? t('stnk_same'),
              fee: formatRupiah(order.booking_fee ?? 0),
              received: order.booking_fee_paid_at ? t('received_at', { at: formatDateTime(order.booking_fee_paid_at) }) : t('not_received'),
            })}
          </Typography>
        )}
        {order.spk_status === 'draft' && !closed ? <Alert severity="info">{t('complete_hint')}</Alert> : null}
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {movesOf(order.spk_status, closed).map((to) => (
            <Button key={to} variant={to === 'complete' || to === 'done' ? 'contained' : 'outlined'} color={to === 'void' ? 'error' : 'primary'} disabled={move.isPending} onClick={() => move.mutate(to)}>
              {t(`move.${MOVE_WORDS[to]}`)}
            </Button>
          ))}
        </Stack>
        <PrintButtons order={order} />
      </Stack>
    </Section>
  );
}
