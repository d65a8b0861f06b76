import { Create } from 'react-admin';
import { LeasingForm } from './LeasingForm';

export default function LeasingCreate() {
  return (
    <Create redirect="list">
      <LeasingForm />
    </Create>
  );
}
