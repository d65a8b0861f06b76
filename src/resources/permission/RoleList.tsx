import { DataTable, List, SimpleList } from 'react-admin';
import { useIsSmall } from '../useIsSmall';
import { safeCsvExporter } from '../../records/csvExport';

export default function RoleList() {
  const isSmall = useIsSmall();
  return (
    <List sort={{ field: 'name', order: 'ASC' }} exporter={safeCsvExporter}>
      {isSmall ? (
        <SimpleList primaryText="%{name}" secondaryText="%{description}" linkType="edit" />
      ) : (
        <DataTable rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="description" />
        </DataTable>
      )}
    </List>
  );
}
