import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyWithReload } from '../../chunkReload';

export default {
  list: lazyWithReload(() => import('./CollabList')),
  create: lazyWithReload(() => import('./CollabCreate')),
  show: lazyWithReload(() => import('./CollabShow')),
  icon: HandshakeIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
