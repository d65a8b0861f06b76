import { BooleanInput, Form, SaveButton, TextInput } from 'react-admin';
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { Order } from '../../../../domain/records';
import { MAX_LENGTH } from '../../../../domain/limits';
import type { AppDataProvider } from '../../../dataProvider';
import type { SpkChange } from '../../../dataProvider/leasingApi';
import { useNotifyFailure } from '../../../layout/useNotifyFailure';
import { emptyToNull, RupiahInput } from '../../../records/inputs';
import { RUPIAH, useRules } from '../../../records/validation';

type Values = { stnk_name: string | null; booking_fee: number | null; booking_fee_paid: boolean };

/** What the SPK adds to its order while a Draft: the STNK's owner when not the buyer, and the booking fee. */
export function SpkDetailsForm({ order }: { order: Order }) {
  const rules = useRules();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AppDataProvider>();
  const save = useMutation({
    mutationFn: (change: SpkChange) => dataProvider.updateSpk(order.id, change),
    onSuccess: () => {
      notify('app.leasing.spk.saved', { type: 'success' });
      refresh();
    },
    onError: (error) => notifyFailure('app.leasing.spk.save_failed', error),
  });
  const values: Values = { stnk_name: order.stnk_name, booking_fee: order.booking_fee, booking_fee_paid: order.booking_fee_paid_at !== null };
  return (
    <Form defaultValues={values} onSubmit={(change: Partial<Values>) => save.mutate(change)}>
      <Stack sx={{ width: '100%', maxWidth: 480 }}>
        <TextInput
          source="stnk_name"
          label="app.leasing.spk.stnk_name"
          helperText="app.leasing.spk.stnk_help"
          parse={emptyToNull}
          validate={rules.maxLength('app.leasing.spk.stnk_name', MAX_LENGTH.prospect.name)}
        />
        <RupiahInput source="booking_fee" label="app.leasing.spk.booking_fee" parse={emptyToNull} validate={rules.number('app.leasing.spk.booking_fee', RUPIAH)} />
        <BooleanInput source="booking_fee_paid" label="app.leasing.spk.booking_fee_paid" />
        <SaveButton label="app.leasing.spk.save" alwaysEnable />
      </Stack>
    </Form>
  );
}
