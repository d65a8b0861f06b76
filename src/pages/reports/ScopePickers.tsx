import { useGetList, useTranslate } from 'react-admin';
import { isAdministrator } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { ReportParams } from '../../dataProvider/reportsApi';
import { useAssignableMembers } from '../../records/access';
import { ReportSelect } from './ReportSelect';

type Named = { id: number; name: string };
const BY_NAME = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

type ScopePickersProps = { params: ReportParams; onChange: (params: ReportParams) => void };

/**
 * The report's scope (docs/reports.md): 'Sales' among the people the caller reaches (a supervisor
 * their group, an Administrator everyone: the server answers 403 to anyone else), 'Grup' for an
 * Administrator alone, 'Motor' for everyone. A salesperson's report is their own: no person nor group.
 */
export function ScopePickers({ params, onChange }: ScopePickersProps) {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const reach = useAssignableMembers();
  const administrator = subject !== undefined && isAdministrator(subject);
  const members = useGetList<Named>('members', { ...BY_NAME, filter: reach }, { enabled: reach !== undefined });
  const groups = useGetList<Named>('setting/group', BY_NAME, { enabled: administrator });
  const products = useGetList<Named>('setting/Product', BY_NAME);
  const set = (name: 'id_user' | 'id_group' | 'id_product') => (value: string | undefined) => onChange({ ...params, [name]: value });
  return (
    <>
      {reach === undefined ? null : (
        <ReportSelect
          label={translate('app.reports.person')}
          allLabel={translate('app.reports.all_people')}
          value={params.id_user}
          options={members.data ?? []}
          onChange={set('id_user')}
        />
      )}
      {administrator ? (
        <ReportSelect
          label={translate('app.reports.group')}
          allLabel={translate('app.reports.all_groups')}
          value={params.id_group}
          options={groups.data ?? []}
          onChange={set('id_group')}
        />
      ) : null}
      <ReportSelect
        label={translate('app.reports.product')}
        allLabel={translate('app.reports.all_products')}
        value={params.id_product}
        options={products.data ?? []}
        onChange={set('id_product')}
      />
    </>
  );
}
