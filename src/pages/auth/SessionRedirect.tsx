import { Navigate } from 'react-router-dom';
import { getToken } from '../../authProvider/session';

/** docs/product.md: the root sends a visitor with a session to /dashboard, anyone else to /login. */
export const SessionRedirect = () => <Navigate to={getToken() ? '/dashboard' : '/login'} replace />;
