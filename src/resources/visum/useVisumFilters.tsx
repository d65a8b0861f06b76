import { AutocompleteInput, DateInput, ReferenceInput, SelectInput, useCanAccess } from 'react-admin';
import { emptyToNull, MemberInput } from '../../records/inputs';
import { PURPOSE_CHOICES } from './purposes';

/**
 * The server-side filters of Data Visum, also those of the visits on /peta. The group filter needs
 * the groups list, which only roles with `groups` may read.
 */
export function useVisumFilters() {
  const { canAccess: seesGroups } = useCanAccess({ resource: 'setting/group', action: 'list' });
  return [
    <MemberInput key="id_user" source="id_user" label="app.visum.visitor" alwaysOn />,
    <SelectInput key="purpose" source="purpose" label="app.visum.purpose_label" choices={PURPOSE_CHOICES} alwaysOn />,
    <DateInput key="created_from" source="created_from" label="app.visum.from" />,
    <DateInput key="created_to" source="created_to" label="app.visum.to" />,
    ...(seesGroups
      ? [
          <ReferenceInput key="id_group" source="id_group" reference="setting/group" label="app.visum.group" sort={{ field: 'name', order: 'ASC' }}>
            <AutocompleteInput label="app.visum.group" optionText="name" parse={emptyToNull} />
          </ReferenceInput>,
        ]
      : []),
  ];
}
