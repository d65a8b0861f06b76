import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazyWithReload } from '../../chunkReload';

/** /setting/leasing (Mitra Leasing): every member reads the partners for the simulation; writers need 'Leasing'. */
export default {
  list: lazyWithReload(() => import('./LeasingList')),
  create: lazyWithReload(() => import('./LeasingCreate')),
  edit: lazyWithReload(() => import('./LeasingEdit')),
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
};
