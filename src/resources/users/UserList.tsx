import { DataTable, List, ReferenceField, SearchInput, SelectField, SimpleList } from 'react-admin';
import { useIsSmall } from '../useIsSmall';
import { USER_STATUS_CHOICES } from './statuses';
import { safeCsvExporter } from '../../records/csvExport';
import { PhoneField } from '../../records/fields';

const filters = [<SearchInput key="q" source="q" alwaysOn />];

export default function UserList() {
  const isSmall = useIsSmall();
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={safeCsvExporter}>
      {isSmall ? (
        <SimpleList primaryText="%{name}" secondaryText="%{email}" linkType="edit" />
      ) : (
        <DataTable rowClick="edit">
          <DataTable.Col source="name" />
          <DataTable.Col source="email" />
          <DataTable.Col source="npm" />
          <DataTable.Col source="phone_number" field={PhoneField} />
          <DataTable.Col source="id_role">
            <ReferenceField source="id_role" reference="setting/permission" link={false} />
          </DataTable.Col>
          <DataTable.Col source="id_group">
            <ReferenceField source="id_group" reference="setting/group" link={false} />
          </DataTable.Col>
          <DataTable.Col source="status">
            <SelectField source="status" choices={USER_STATUS_CHOICES} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}
