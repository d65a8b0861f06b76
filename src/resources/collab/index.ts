import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyWithReload } from '../../chunkReload';
import { SHOW_BY_ID_ROUTE } from '../../records/OpenById';

export default {
  list: lazyWithReload(() => import('./CollabList')),
  create: lazyWithReload(() => import('./CollabCreate')),
  show: lazyWithReload(() => import('./CollabShow')),
  // /collab/:id opens the request (the route /collab/:id? of docs/product.md).
  children: SHOW_BY_ID_ROUTE,
  icon: HandshakeIcon,
  recordRepresentation: (record: { id: number }) => `#${record.id}`,
};
