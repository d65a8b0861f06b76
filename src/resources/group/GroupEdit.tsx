import { Edit } from 'react-admin';
import { GroupForm } from './GroupForm';

export default function GroupEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <GroupForm />
    </Edit>
  );
}
