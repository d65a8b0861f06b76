import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import { lazyWithReload } from '../../chunkReload';

/** /setting/template (Pengaturan Template); Template Whatsapp holders write, chat and broadcast composers read. */
export default {
  list: lazyWithReload(() => import('./TemplateList')),
  create: lazyWithReload(() => import('./TemplateCreate')),
  edit: lazyWithReload(() => import('./TemplateEdit')),
  icon: ChatBubbleOutlineIcon,
  recordRepresentation: 'name',
};
