import { Edit } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { OrderForm } from './OrderForm';

/** Its seller may change an order while it waits for validation; the server refuses it afterwards. */
export default function OrderEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={withoutStaleCredit}>
      <OrderForm editing />
    </Edit>
  );
}
