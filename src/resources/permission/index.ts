import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import { lazyWithReload } from '../../chunkReload';

/** setting/permission: the roles; each one's permission matrix is on its edit page and at /setting/permission/role?id=N. */
export default {
  list: lazyWithReload(() => import('./RoleList')),
  create: lazyWithReload(() => import('./RoleCreate')),
  edit: lazyWithReload(() => import('./RoleEdit')),
  icon: AdminPanelSettingsIcon,
  recordRepresentation: 'name',
};
