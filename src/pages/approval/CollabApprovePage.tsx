import { DataTable } from 'react-admin';
import { ApprovalList } from './ApprovalList';
import { CreatedAtCol, PersonCol, ProspectCol } from './columns';
import { QUEUES } from './queues';

/** /setting/collabApprove: requests to work a colleague's prospect. */
export default function CollabApprovePage() {
  return (
    <ApprovalList queue={QUEUES.collab}>
      <PersonCol source="id_user" label="app.approval.column.requester" />
      <ProspectCol />
      <PersonCol source="id_user_target" label="app.approval.column.owner" />
      <DataTable.Col source="reason" label="app.approval.column.reason" disableSort />
      <CreatedAtCol />
    </ApprovalList>
  );
}
