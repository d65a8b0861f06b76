import { Create } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { OrderForm } from './OrderForm';

/** Opened from a prospect with `?source={"id_prospect":…}` (or router state), which prefills the form. */
export default function OrderCreate() {
  return (
    <Create redirect="show" transform={withoutStaleCredit}>
      <OrderForm />
    </Create>
  );
}
