import { Box, Typography } from '@mui/material';
import { BooleanField, CreateButton, DataTable, DateField, List, NullableBooleanInput, SearchInput, SimpleList, useTranslate } from 'react-admin';
import type { WaTemplate } from '../../../domain/records';
import { formatDateTime } from '../../format';
import { useIsSmall } from '../useIsSmall';

const EXCERPT = 80;
const excerpt = (body: string) => (body.length > EXCERPT ? `${body.slice(0, EXCERPT).trimEnd()}…` : body);

const Active = () => <BooleanField source="active" />;
/** The review at Meta in a word, for the list. */
const metaStatusKey = (status: WaTemplate['meta_status']) => `app.template.meta_statuses.${status ?? 'none'}`;
const Updated = () => <DateField source="updated_at" showTime />;

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{translate('app.template.empty')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

/** /setting/template (Pengaturan Template): the company's message templates. */
export default function TemplateList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.template.search')} />,
    <NullableBooleanInput key="active" source="active" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false} empty={<Empty />}>
      {isSmall ? (
        <SimpleList<WaTemplate>
          primaryText={(record) => (record.active ? record.name : `${record.name} (${translate('app.template.inactive')})`)}
          secondaryText={(record) => excerpt(record.body)}
          tertiaryText={(record) => `${formatDateTime(record.updated_at)} · Meta: ${translate(metaStatusKey(record.meta_status))}`}
          rowClick="edit"
        />
      ) : (
        <DataTable<WaTemplate> rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="body" render={(record) => excerpt(record.body)} disableSort />
          <DataTable.Col source="active" field={Active} />
          <DataTable.Col source="meta_status" label="app.template.meta_column" render={(record) => translate(metaStatusKey(record.meta_status as WaTemplate['meta_status']))} />
          <DataTable.Col source="updated_at" field={Updated} />
        </DataTable>
      )}
    </List>
  );
}
