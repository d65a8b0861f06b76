import { DataTable } from 'react-admin';
import { PhoneField } from '../../records/fields';
import { ApprovalList } from './ApprovalList';
import { CreatedAtCol } from './columns';
import { QUEUES } from './queues';
import { RegistrationApproveButton } from './RegistrationApproveButton';

/**
 * /setting/userApprove: people who registered with the company code. Each is decided on its own:
 * approving places them in a role and group, and the server has no bulk call for registrations.
 */
export default function UserApprovePage() {
  return (
    <ApprovalList queue={QUEUES.user} approve={RegistrationApproveButton} bulk={false}>
      <DataTable.Col source="name" label="app.approval.column.name" />
      <DataTable.Col source="email" label="app.approval.column.email" />
      <DataTable.Col source="phone_number" label="app.approval.column.phone" field={PhoneField} disableSort />
      <CreatedAtCol label="app.approval.column.registered_at" />
    </ApprovalList>
  );
}
