import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyWithReload } from '../../chunkReload';

export default {
  list: lazyWithReload(() => import('./OrderList')),
  create: lazyWithReload(() => import('./OrderCreate')),
  edit: lazyWithReload(() => import('./OrderEdit')),
  show: lazyWithReload(() => import('./OrderShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
};
