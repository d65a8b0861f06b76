import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearSession, noteSessionEnd } from './session';

const SESSION_LOST_EVENT = 'sf:session-lost';

/**
 * Ends the session on the client (cookies, stored user, token) and tells the login page why.
 * Every call can end a session (docs/product.md, Messages: a 401 on any call), not only react-admin's data
 * calls that pass through checkError, so the http layer calls this too.
 */
export function announceSessionLoss(message: string): void {
  clearSession();
  noteSessionEnd(message);
  window.dispatchEvent(new Event(SESSION_LOST_EVENT));
}

/** Sends the user to /login as soon as any call announced the loss of the session. */
export function useRedirectOnSessionLoss(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const toLogin = () => navigate('/login', { replace: true });
    window.addEventListener(SESSION_LOST_EVENT, toLogin);
    return () => window.removeEventListener(SESSION_LOST_EVENT, toLogin);
  }, [navigate]);
}
