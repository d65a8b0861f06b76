import { Create } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { ownerOfNew } from './OwnerInputs';
import { ProspectForm } from './ProspectForm';

export default function ProspectCreate() {
  return (
    <Create redirect="show" transform={(data) => withoutStaleCredit(ownerOfNew(data))}>
      <ProspectForm />
    </Create>
  );
}
