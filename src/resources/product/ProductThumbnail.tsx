import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { Avatar } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { Product } from '../../../domain/records';
import { photoUrl } from '../../records/RecordPhoto';

/** A small square of the motorcycle's photo for the list, or its icon while it has none. */
export function ProductThumbnail({ record: given }: { record?: Product }) {
  const context = useRecordContext<Product>();
  const record = given ?? context;
  if (!record) return null;
  return (
    <Avatar variant="rounded" src={record.photo ? photoUrl('setting/Product', record.photo) : undefined} alt={record.name} sx={{ width: 48, height: 48, bgcolor: 'action.hover', color: 'text.secondary' }}>
      <TwoWheelerIcon />
    </Avatar>
  );
}
