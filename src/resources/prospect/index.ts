import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { lazyWithReload } from '../../chunkReload';
import { loadProspectList } from '../listLoaders';

export default {
  list: lazyWithReload(loadProspectList),
  create: lazyWithReload(() => import('./ProspectCreate')),
  edit: lazyWithReload(() => import('./ProspectEdit')),
  show: lazyWithReload(() => import('./ProspectShow')),
  icon: PersonSearchIcon,
  recordRepresentation: 'name',
};
