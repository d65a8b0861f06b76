import { DataTable, List, ReferenceField, SearchInput, SimpleList } from 'react-admin';
import { useIsSmall } from '../useIsSmall';
import { safeCsvExporter } from '../../records/csvExport';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function GroupList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={safeCsvExporter}>
      {isSmall ? (
        <SimpleList primaryText="%{name}" secondaryText="%{description}" linkType="edit" />
      ) : (
        <DataTable rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="description" />
          <DataTable.Col source="id_leader">
            <ReferenceField source="id_leader" reference="setting/users" link={false} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
