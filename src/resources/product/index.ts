import TwoWheelerIcon from '@mui/icons-material/TwoWheeler';
import { lazyWithReload } from '../../chunkReload';

/** /setting/Product (Motor); every member reads products for their forms, writers need 'Product'. */
export default {
  list: lazyWithReload(() => import('./ProductList')),
  create: lazyWithReload(() => import('./ProductCreate')),
  edit: lazyWithReload(() => import('./ProductEdit')),
  icon: TwoWheelerIcon,
  recordRepresentation: 'name',
};
