import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyWithReload } from '../../chunkReload';
import { loadOrderList } from '../listLoaders';

export default {
  list: lazyWithReload(loadOrderList),
  create: lazyWithReload(() => import('./OrderCreate')),
  edit: lazyWithReload(() => import('./OrderEdit')),
  show: lazyWithReload(() => import('./OrderShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
};
