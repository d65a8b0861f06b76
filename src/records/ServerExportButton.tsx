import { useListContext } from 'react-admin';
import { EXPORT_RESOURCE, LIST_EXPORT_KINDS, type ListExportKind } from '../../domain/exports';
import { KindExportButton } from './KindExportButton';

const kindOfResource = (resource: string): ListExportKind | undefined => LIST_EXPORT_KINDS.find((kind) => EXPORT_RESOURCE[kind] === resource);

/** A list's export: the server exports the whole list with its current filter (KindExportButton). */
export function ServerExportButton() {
  const { resource, filterValues } = useListContext();
  const kind = kindOfResource(resource);
  return kind ? <KindExportButton kind={kind} filter={filterValues} /> : null;
}
