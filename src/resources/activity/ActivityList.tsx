import { DataTable, DateInput, List, NumberInput, SelectInput, SimpleList, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { Activity } from '../../../domain/records';
import { formatDateTime } from '../../format';
import { DateTimeField } from '../../records/fields';
import { MemberInput } from '../../records/inputs';
import { ListActionsWithExport } from '../../records/ListActionsWithExport';
import { useIsSmall } from '../useIsSmall';
import { ACTION_CHOICES, ENTITY_CHOICES, useActivityWords } from './activityLabels';
import { RecordLink } from './RecordLink';
import { useRecordPath } from './recordPath';

function Empty() {
  const translate = useTranslate();
  return (
    <Typography sx={{ p: 2 }} color="text.secondary">
      {translate('app.activity.empty')}
    </Typography>
  );
}

function ActivityRows() {
  const isSmall = useIsSmall();
  const words = useActivityWords();
  const translate = useTranslate();
  const pathOf = useRecordPath();
  const about = (entry: Activity) => {
    const text = translate('app.activity.about', { action: words.action(entry), entity: words.entity(entry) });
    return entry.id_entity === null ? text : `${text} #${entry.id_entity}`;
  };
  if (isSmall) {
    return (
      <SimpleList<Activity>
        primaryText={about}
        secondaryText={(entry) => `${words.person(entry)} · ${formatDateTime(entry.created_at)}`}
        // A phone opens the record by tapping its row; an entry without a page is no link.
        rowClick={(_id, _resource, entry) => pathOf(entry as Activity) ?? false}
        empty={<Empty />}
      />
    );
  }
  return (
    <DataTable<Activity> bulkActionButtons={false} rowClick={false} empty={<Empty />}>
      <DataTable.Col source="created_at" field={DateTimeField} disableSort />
      <DataTable.Col source="user_name" render={words.person} disableSort />
      <DataTable.Col source="action" render={words.action} disableSort />
      <DataTable.Col source="entity" render={words.entity} disableSort />
      <DataTable.Col source="id_entity" disableSort />
      <DataTable.Col source="link_id" field={RecordLink} disableSort />
    </DataTable>
  );
}

/** /setting/aktivitasUser (Administrator): the company's activity log, newest first, each row leading to its record. */
export default function ActivityList() {
  const filters = [
    <MemberInput key="id_user" source="id_user" alwaysOn />,
    <SelectInput key="action" source="action" choices={ACTION_CHOICES} />,
    <SelectInput key="entity" source="entity" choices={ENTITY_CHOICES} />,
    <NumberInput key="id_entity" source="id_entity" min={1} step={1} />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActionsWithExport />} empty={false}>
      <ActivityRows />
    </List>
  );
}
