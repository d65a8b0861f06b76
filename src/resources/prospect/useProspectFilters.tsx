import { AutocompleteInput, BooleanInput, DateInput, ReferenceInput, SearchInput, SelectInput, useCanAccess, useTranslate } from 'react-admin';
import { FOLLOW_UP_DUE_CHOICES, PAYMENT_CHOICES, PROSPECT_STATUS_CHOICES, SOURCE_CHOICES } from '../../records/choices';
import { MemberInput, ProductInput } from '../../records/inputs';
import { isAdministrator } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';

/**
 * The server-side filters of the prospect list (docs/api.md). The group filter needs the groups
 * list, which only roles with `groups` may read; 'Belum dibagikan' only concerns Administrators, the
 * only ones whose list holds prospects without an owner.
 */
export function useProspectFilters() {
  const translate = useTranslate();
  const { canAccess: seesGroups } = useCanAccess({ resource: 'setting/group', action: 'list' });
  const subject = useAccessSubject();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.records.prospect.search')} />,
    <SelectInput key="status" source="status" choices={PROSPECT_STATUS_CHOICES} />,
    <SelectInput key="follow_up" source="follow_up" choices={FOLLOW_UP_DUE_CHOICES} />,
    <SelectInput key="source" source="source" choices={SOURCE_CHOICES} />,
    <MemberInput key="id_user" source="id_user" />,
    ...(subject && isAdministrator(subject) ? [<BooleanInput key="unassigned" source="unassigned" />] : []),
    ...(seesGroups
      ? [
          <ReferenceInput key="id_group" source="id_group" reference="setting/group">
            <AutocompleteInput optionText="name" />
          </ReferenceInput>,
        ]
      : []),
    <ProductInput key="id_product" source="id_product" />,
    <SelectInput key="payment" source="payment" choices={PAYMENT_CHOICES} />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
  ];
}
