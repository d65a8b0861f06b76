import { DataTable, SelectField, SimpleList } from 'react-admin';
import { DECISION_CHOICES, DECISION_COLORS, METHOD_CHOICES } from '../../records/choices';
import { MemberField, ProspectField } from '../../records/fields';
import { StatusChip } from '../../records/StatusChip';
import { formatDateTime } from '../../format';
import { useIsSmall } from '../useIsSmall';

/** When it happened, or is planned when it has not happened yet. */
const followUpMoment = (record: { done_at?: string | null; scheduled_at?: string | null; created_at: string }) =>
  formatDateTime(record.done_at ?? record.scheduled_at ?? record.created_at);

const Status = () => <StatusChip choices={DECISION_CHOICES} colors={DECISION_COLORS} />;
const Method = () => <SelectField source="method" choices={METHOD_CHOICES} />;

/** Recorded follow-ups with their approval status; on a prospect's page its own column is left out. */
export function FollowUpTable({ withProspect = true }: { withProspect?: boolean }) {
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <SimpleList
        primaryText={withProspect ? <ProspectField source="id_prospect" /> : <Method />}
        secondaryText={(record) => `${followUpMoment(record)}${record.result ? ` · ${record.result}` : ''}`}
        tertiaryText={<Status />}
        rowClick={false}
      />
    );
  }
  return (
    <DataTable bulkActionButtons={false} rowClick={false}>
      {withProspect ? <DataTable.Col source="id_prospect" field={ProspectField} /> : null}
      <DataTable.Col source="method" field={Method} />
      <DataTable.Col source="done_at" render={followUpMoment} />
      <DataTable.Col source="result" />
      <DataTable.Col source="id_user" field={MemberField} />
      <DataTable.Col source="status" field={Status} />
    </DataTable>
  );
}
