import { DataTable, List, SimpleList } from 'react-admin';
import { useIsSmall } from '../useIsSmall';
import { safeCsvExporter } from '../../records/csvExport';
import { MatrixLink } from './MatrixLink';

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
          <DataTable.Col label="app.permissions.matrix_title">
            <MatrixLink />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
