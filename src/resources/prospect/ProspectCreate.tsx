import { Create } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { ProspectForm } from './ProspectForm';

export default function ProspectCreate() {
  return (
    <Create redirect="show" transform={withoutStaleCredit}>
      <ProspectForm />
    </Create>
  );
}
