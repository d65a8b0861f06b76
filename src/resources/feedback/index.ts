import FeedbackIcon from '@mui/icons-material/Feedback';
import { lazyWithReload } from '../../chunkReload';

/** /setting/masukan (Masukan Pengguna): read-only but for marking read, Administrators only (domain/resources.ts). */
export default {
  list: lazyWithReload(() => import('./FeedbackList')),
  icon: FeedbackIcon,
};
