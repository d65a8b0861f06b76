import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyWithReload } from '../../chunkReload';

/** Also fetched ahead by the dashboard (layout/topNavPages.ts). */
export const loadOrderList = () => import('./OrderList');

export default {
  list: lazyWithReload(loadOrderList),
  create: lazyWithReload(() => import('./OrderCreate')),
  edit: lazyWithReload(() => import('./OrderEdit')),
  show: lazyWithReload(() => import('./OrderShow')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'number',
};
