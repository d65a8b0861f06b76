import EventNoteIcon from '@mui/icons-material/EventNote';
import { lazyWithReload } from '../../chunkReload';

/** /prospect/fu: follow-ups are recorded from a prospect (a dialog), so the resource has a page, no forms. */
export default {
  list: lazyWithReload(() => import('./FollowUpPage')),
  icon: EventNoteIcon,
};
