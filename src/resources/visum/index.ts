import PersonPinCircleIcon from '@mui/icons-material/PersonPinCircle';
import { lazyWithReload } from '../../chunkReload';

/** /setting/visum: the list and the recording form; the detail is its own route (/setting/detail-visum/:id?, AdminApp.tsx). */
export default {
  list: lazyWithReload(() => import('./VisumList')),
  create: lazyWithReload(() => import('./VisumCreate')),
  icon: PersonPinCircleIcon,
};
