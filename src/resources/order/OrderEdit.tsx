import { Edit, useTranslate } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { useEditOrQueueOptions } from '../../offline/useEditOrQueue';
import { OrderForm } from './OrderForm';

/**
 * Its seller may change an order while it waits for validation; the server refuses it afterwards.
 * Saved without signal, the changed fields wait on the device (offline/useEditOrQueue.ts).
 */
export default function OrderEdit() {
  const translate = useTranslate();
  const mutationOptions = useEditOrQueueOptions('order', (previous) => translate('app.offline.change.order_edit', { number: String(previous.number ?? '') }));
  return (
    <Edit mutationMode="pessimistic" transform={withoutStaleCredit} mutationOptions={mutationOptions}>
      <OrderForm editing />
    </Edit>
  );
}
