import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyWithReload } from '../../chunkReload';

/** setting/permission: the roles, whose permission rows come with the next issues. */
export default {
  list: lazyWithReload(() => import('./RoleList')),
  create: lazyWithReload(() => import('./RoleCreate')),
  edit: lazyWithReload(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
