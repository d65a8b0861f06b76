import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, List, ListItem, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { orderTotal, quoteCredit } from '../../../../domain/instalment';
import type { LeasingPartner, Order, Product } from '../../../../domain/records';
import type { AppDataProvider } from '../../../dataProvider';
import { formatRupiah } from '../../../format';
import { useNotifyFailure } from '../../../layout/useNotifyFailure';
import { refusalText } from '../refusalText';

type SubmitProps = { order: Order; partners: LeasingPartner[]; open: number[]; onClose: () => void };

/** Picks the partners an order goes to, each with the instalment its own offer asks, or why it cannot. */
export function SubmitToLeasingDialog({ order, partners, open, onClose }: SubmitProps) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.leasing.applications.${key}`, args);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: motor } = useGetOne<Product>('setting/Product', { id: order.id_product });
  const [picked, setPicked] = useState<number[]>([]);
  const ask = { price: orderTotal(order), down_payment: order.down_payment ?? 0, tenor: order.tenor ?? 0, motor };
  const submit = useMutation({
    mutationFn: () => dataProvider.submitToLeasing(order.id, picked),
    onSuccess: (created) => {
      notify('app.leasing.applications.submitted', { type: 'success', messageArgs: { smart_count: created.length } });
      refresh();
      onClose();
    },
    onError: (error) => notifyFailure('app.leasing.applications.move_failed', error),
  });
  const toggle = (id: number) => setPicked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="submit-leasing-title">
      <DialogTitle id="submit-leasing-title">{t('submit_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {t('submit_intro')}
        </Typography>
        <List dense disablePadding>
          {partners.map((partner) => {
            const quote = quoteCredit(partner, ask);
            const already = open.includes(partner.id);
            const detail = already
              ? t('already_open')
              : quote.ok
                ? `${formatRupiah(quote.instalment)} ${translate('app.leasing.simulation.per_month')}`
                : refusalText(quote, translate);
            return (
              <ListItem key={partner.id} disableGutters>
                <FormControlLabel
                  control={<Checkbox checked={picked.includes(partner.id)} disabled={already || !quote.ok} onChange={() => toggle(partner.id)} />}
                  label={`${partner.short_name} · ${detail}`}
                />
              </ListItem>
            );
          })}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button variant="contained" disabled={picked.length === 0 || submit.isPending} onClick={() => submit.mutate()}>
          {t('submit_send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
