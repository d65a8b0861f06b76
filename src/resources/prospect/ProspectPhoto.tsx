import { useRecordContext } from 'react-admin';
import type { Prospect } from '../../../domain/records';
import { RecordPhoto } from '../../records/RecordPhoto';

/** The prospect's photo with an upload button (images only, 5 MB). */
export function ProspectPhoto() {
  const record = useRecordContext<Prospect>();
  return record ? <RecordPhoto resource="prospect" record={record} alt={record.name} /> : null;
}
