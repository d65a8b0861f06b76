import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { getToken } from './authProvider/session';
import { installChunkReloadGuard } from './chunkReload';
import { keepPageAnswer } from './dataProvider/answerWithPage';
import { keepTypedLogin } from './pages/auth/typedBeforeStart';
import { createQueryClient } from './queryClient';
import { fetchAheadForSession } from './startSignedIn';

installChunkReloadGuard();
keepPageAnswer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

const signedIn = Boolean(getToken());
if (signedIn) fetchAheadForSession(window.location.pathname, queryClient);

// /login comes with the login page already drawn (login.html, docs/client.md): the app takes it
// over where it stands. A visitor with a session goes on to /dashboard instead, drawn anew.
if (root.hasChildNodes() && !signedIn) {
  keepTypedLogin(root);
  hydrateRoot(root, app);
} else {
  root.replaceChildren();
  createRoot(root).render(app);
}
