import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { lazyWithReload } from '../../chunkReload';

/** Also fetched ahead by the dashboard (layout/topNavPages.ts). */
export const loadProspectList = () => import('./ProspectList');

export default {
  list: lazyWithReload(loadProspectList),
  create: lazyWithReload(() => import('./ProspectCreate')),
  edit: lazyWithReload(() => import('./ProspectEdit')),
  show: lazyWithReload(() => import('./ProspectShow')),
  icon: PersonSearchIcon,
  recordRepresentation: 'name',
};
