import HistoryIcon from '@mui/icons-material/History';
import { lazyWithReload } from '../../chunkReload';

/** /setting/aktivitasUser (Aktivitas Pengguna): read-only, Administrators only (domain/resources.ts). */
export default {
  list: lazyWithReload(() => import('./ActivityList')),
  icon: HistoryIcon,
};
