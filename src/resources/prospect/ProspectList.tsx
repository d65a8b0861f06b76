import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import { Link } from 'react-router-dom';
import {
  BulkDeleteButton,
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SimpleList,
  TopToolbar,
  useCanAccess,
} from 'react-admin';
import { PROSPECT_STATUS_CHOICES, PROSPECT_STATUS_COLORS } from '../../records/choices';
import { DateTimeField, OwnerField, PhoneField, ProductField } from '../../records/fields';
import { OpenById } from '../../records/OpenById';
import { BesideName, StatusChip } from '../../records/StatusChip';
import { StatusTabs } from '../../records/StatusTabs';
import type { Prospect } from '../../../domain/records';
import { PROSPECT_FIRST_PAGE } from '../../../domain/firstPage';
import { formatDateTime } from '../../format';
import { formatPhone } from '../../../domain/phoneFormat';
import { useIsSmall } from '../useIsSmall';
import { BulkStatusButton } from './BulkStatusButton';
import { useProspectFilters } from './useProspectFilters';
import { ServerExportButton } from '../../records/ServerExportButton';
import { MapButton } from '../../records/ListActionsWithExport';
import { ReleaseFirstRows } from '../../layout/firstRows';
import { GuideLink } from '../../layout/GuideLink';

const Status = () => <StatusChip choices={PROSPECT_STATUS_CHOICES} colors={PROSPECT_STATUS_COLORS} />;

function ListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/prospect/index_copy" label="app.records.board.open">
        <ViewKanbanIcon />
      </Button>
      <MapButton to="/peta" />
      <CreateButton />
      <ServerExportButton />
      <GuideLink topic="mencatat-prospek" />
    </TopToolbar>
  );
}

function BulkActions() {
  return (
    <>
      <BulkStatusButton />
      <BulkDeleteButton mutationMode="pessimistic" />
    </>
  );
}

const nextFollowUp = (record: Prospect) => (record.next_follow_up ? formatDateTime(record.next_follow_up) : '');

function ProspectListView() {
  const isSmall = useIsSmall();
  const filters = useProspectFilters();
  const { canAccess: mayChange } = useCanAccess({ resource: 'prospect', action: 'delete' });
  return (
    // No client-side export: exports go through Export Data and its permission (docs/sessions-and-access.md).
    <List filters={filters} sort={PROSPECT_FIRST_PAGE.sort} perPage={PROSPECT_FIRST_PAGE.perPage} actions={<ListActions />} exporter={false}>
      <ReleaseFirstRows />
      <StatusTabs choices={PROSPECT_STATUS_CHOICES} />
      {isSmall ? (
        <SimpleList<Prospect>
          primaryText={(record) => record.name}
          secondaryText={(record) => [formatPhone(record.phone), nextFollowUp(record)].filter(Boolean).join(' · ')}
          tertiaryText={
            <BesideName>
              <Status />
            </BesideName>
          }
          rowClick="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={mayChange ? <BulkActions /> : false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="phone" field={PhoneField} />
          <DataTable.Col source="status" field={Status} />
          <DataTable.Col source="id_product" field={ProductField} />
          <DataTable.Col source="id_user" field={OwnerField} />
          <DataTable.Col source="next_follow_up" field={DateTimeField} />
          <DataTable.Col source="created_at" field={DateTimeField} />
        </DataTable>
      )}
    </List>
  );
}

/** /prospect; /prospect?id=N (a notification's link) opens prospect N instead. */
export default function ProspectList() {
  return (
    <OpenById>
      <ProspectListView />
    </OpenById>
  );
}
