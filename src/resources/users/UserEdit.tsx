import { Edit } from 'react-admin';
import { UserForm } from './UserForm';

export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <UserForm />
    </Edit>
  );
}
