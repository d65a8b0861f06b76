import PeopleIcon from '@mui/icons-material/People';
import { lazyWithReload } from '../../chunkReload';

export default {
  list: lazyWithReload(() => import('./UserList')),
  create: lazyWithReload(() => import('./UserCreate')),
  edit: lazyWithReload(() => import('./UserEdit')),
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
