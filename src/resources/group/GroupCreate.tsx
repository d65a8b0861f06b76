import { Create } from 'react-admin';
import { GroupForm } from './GroupForm';

export default function GroupCreate() {
  return (
    <Create redirect="list">
      <GroupForm />
    </Create>
  );
}
