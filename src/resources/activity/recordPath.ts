import { useCreatePath } from 'react-admin';
import { ACTIONS_WITHOUT_RECORD, ACTIVITY_RECORD_PAGES, hasRecordPage } from '../../../domain/activity';
import type { Activity } from '../../../domain/records';

/** The page of the record an entry is about, or null when the record is gone or has no page. */
export function useRecordPath() {
  const createPath = useCreatePath();
  return (entry: Activity): string | null => {
    if (entry.link_id === null || ACTIONS_WITHOUT_RECORD.includes(entry.action) || !hasRecordPage(entry.entity)) return null;
    const { resource, view } = ACTIVITY_RECORD_PAGES[entry.entity];
    return createPath({ resource, id: entry.link_id, type: view });
  };
}
