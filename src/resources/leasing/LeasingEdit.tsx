import { Edit } from 'react-admin';
import { LeasingForm } from './LeasingForm';

export default function LeasingEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <LeasingForm />
    </Edit>
  );
}
