import GroupsIcon from '@mui/icons-material/Groups';
import { lazyWithReload } from '../../chunkReload';

export default {
  list: lazyWithReload(() => import('./GroupList')),
  create: lazyWithReload(() => import('./GroupCreate')),
  edit: lazyWithReload(() => import('./GroupEdit')),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};
