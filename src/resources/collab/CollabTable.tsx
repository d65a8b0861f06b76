import { DataTable, SimpleList } from 'react-admin';
import { DECISION_CHOICES, DECISION_COLORS } from '../../records/choices';
import { DateTimeField, MemberField, ProspectField } from '../../records/fields';
import { BesideName, StatusChip } from '../../records/StatusChip';
import { formatDateTime } from '../../format';
import { useIsSmall } from '../useIsSmall';

const Status = () => <StatusChip choices={DECISION_CHOICES} colors={DECISION_COLORS} />;

/** Collaboration requests: who asked whom about which prospect, and the decision. */
export function CollabTable({ withProspect = true }: { withProspect?: boolean }) {
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <SimpleList
        primaryText={withProspect ? <ProspectField source="id_prospect" /> : <MemberField source="id_user" />}
        secondaryText={(record) => formatDateTime(record.created_at)}
        tertiaryText={
          <BesideName>
            <Status />
          </BesideName>
        }
        rowClick="show"
      />
    );
  }
  return (
    <DataTable bulkActionButtons={false} rowClick="show">
      {withProspect ? <DataTable.Col source="id_prospect" field={ProspectField} /> : null}
      <DataTable.Col source="id_user" field={MemberField} />
      <DataTable.Col source="id_user_target" field={MemberField} />
      <DataTable.Col source="reason" />
      <DataTable.Col source="status" field={Status} />
      <DataTable.Col source="created_at" field={DateTimeField} />
    </DataTable>
  );
}
