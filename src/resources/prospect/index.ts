import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { lazyWithReload } from '../../chunkReload';

export default {
  list: lazyWithReload(() => import('./ProspectList')),
  create: lazyWithReload(() => import('./ProspectCreate')),
  edit: lazyWithReload(() => import('./ProspectEdit')),
  show: lazyWithReload(() => import('./ProspectShow')),
  icon: PersonSearchIcon,
  recordRepresentation: 'name',
};
