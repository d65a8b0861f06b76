import { List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { DECISION_CHOICES } from '../../records/choices';
import { ListActionsWithExport } from '../../records/ListActionsWithExport';
import { CollabTable } from './CollabTable';

/** /collab: the requests the user made, and those they may decide. */
export default function CollabList() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.records.collab.search')} />,
    <SelectInput key="status" source="status" choices={DECISION_CHOICES} alwaysOn />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActionsWithExport />}>
      <CollabTable />
    </List>
  );
}
