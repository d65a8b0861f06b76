import { List, SelectInput } from 'react-admin';
import { DECISION_CHOICES, METHOD_CHOICES } from '../../records/choices';
import { ListActionsWithExport } from '../../records/ListActionsWithExport';
import { FollowUpTable } from './FollowUpTable';

const filters = [
  <SelectInput key="status" source="status" choices={DECISION_CHOICES} alwaysOn />,
  <SelectInput key="method" source="method" choices={METHOD_CHOICES} />,
];

/** 'Riwayat': the follow-ups recorded, newest first, with their approval status. */
export function FollowUpHistory({ title }: { title: string }) {
  return (
    <List
      resource="prospect/fu"
      title={title}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      disableSyncWithLocation
      storeKey="followup.history"
      exporter={false}
      actions={<ListActionsWithExport />}
    >
      <FollowUpTable />
    </List>
  );
}
