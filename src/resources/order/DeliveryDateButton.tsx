import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useCanAccess, useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { Order } from '../../../domain/records';
import { messageOf } from '../../records/errors';

/**
 * 'Atur pengiriman': the delivery day of an SPK, set or cleared by whoever may write SPKs, also once it
 * is approved and its form is closed; a rejected SPK is not delivered (the server's rule).
 */
export function DeliveryDateButton() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'order', action: 'edit' });
  const [open, setOpen] = useState(false);
  if (!record || !canAccess || record.status === 'rejected') return null;
  return (
    <>
      <Button size="small" startIcon={<LocalShippingIcon />} onClick={() => setOpen(true)}>
        {translate('app.records.order.delivery_set')}
      </Button>
      {open ? <DeliveryDateDialog record={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

function DeliveryDateDialog({ record, onClose }: { record: Order; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [day, setDay] = useState(record.delivery_date ?? '');
  const save = useMutation({
    mutationFn: () => dataProvider.setDeliveryDate(record.id, day || null),
    onSuccess: () => {
      notify('app.records.order.delivery_saved', { type: 'success' });
      refresh();
      onClose();
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const titleId = 'order-delivery-title';
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle id={titleId}>{translate('app.records.order.delivery_set')}</DialogTitle>
        <DialogContent>
          <TextField
            type="date"
            label={translate('resources.order.fields.delivery_date')}
            helperText={translate('app.records.order.delivery_help')}
            value={day}
            onChange={(event) => setDay(event.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('app.records.order.delivery_cancel')}</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            {translate('app.records.order.delivery_save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
