import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { getToken } from '../../authProvider/session';

/** docs/product.md: login and register send a visitor who already has a session to /dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  return getToken() ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}
