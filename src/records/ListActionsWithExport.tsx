import { CreateButton, FilterButton, TopToolbar, useResourceDefinition } from 'react-admin';
import { ServerExportButton } from './ServerExportButton';

/** react-admin's list actions (filters, create) with the server export in place of its one-page CSV. */
export function ListActionsWithExport() {
  const { hasCreate } = useResourceDefinition();
  return (
    <TopToolbar>
      <FilterButton />
      {hasCreate && <CreateButton />}
      <ServerExportButton />
    </TopToolbar>
  );
}
