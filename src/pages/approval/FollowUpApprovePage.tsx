import { DataTable, SelectField } from 'react-admin';
import { ApprovalList } from './ApprovalList';
import { CreatedAtCol, dateTimeOrDash, PersonCol, ProspectCol } from './columns';
import { FollowUpApprovalRule } from './FollowUpApprovalRule';
import { QUEUES } from './queues';

/** docs/database.md: the ways a follow-up is done. */
const METHODS = [
  { id: 'whatsapp', name: 'app.approval.method.whatsapp' },
  { id: 'telepon', name: 'app.approval.method.telepon' },
  { id: 'kunjungan', name: 'app.approval.method.kunjungan' },
  { id: 'tatap muka', name: 'app.approval.method.tatap_muka' },
];

/** /setting/followUpApprove: follow-ups recorded by salespeople whose company asks for approval. */
export default function FollowUpApprovePage() {
  return (
    <ApprovalList queue={QUEUES.followup} header={<FollowUpApprovalRule />}>
      <PersonCol source="id_user" label="app.approval.column.sales" />
      <ProspectCol />
      <DataTable.Col source="method" label="app.approval.column.method">
        <SelectField source="method" choices={METHODS} />
      </DataTable.Col>
      <DataTable.Col
        source="done_at"
        label="app.approval.column.time"
        // A follow-up only planned so far has its schedule instead.
        render={(record) => dateTimeOrDash(record.done_at ?? record.scheduled_at)}
      />
      <DataTable.Col source="result" label="app.approval.column.result" disableSort />
      <CreatedAtCol />
    </ApprovalList>
  );
}
