import { Edit } from 'react-admin';
import { UserForm } from './UserForm';
import { UserStatusActions } from './UserStatusActions';

export default function UserEdit() {
  return (
    <Edit mutationMode="pessimistic" actions={<UserStatusActions />}>
      <UserForm />
    </Edit>
  );
}
