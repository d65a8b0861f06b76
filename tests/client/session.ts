import Cookies from 'js-cookie';

/** A logged-in browser: the token cookie and the stored user, as a login leaves them. */
export const ADMIN = { id: 7, id_role: 1, id_company: 3, name: 'Budi Santoso' };

export function logIn(user = ADMIN, token = 'token-budi') {
  Cookies.set('token', token);
  localStorage.setItem('user', JSON.stringify(user));
}
