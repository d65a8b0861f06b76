/** The session messages of docs/product.md, word for word. */

/** A protected route visited without a token. */
export const LOGIN_REQUIRED = 'Silahkan login, untuk melanjutkan.';

/** HTTP 401 on any call: the one session of the user was taken over by another login. */
export const SESSION_TAKEN = 'Akun anda telah dipakai pada perangkat lain';

/** The token disappeared while the app was making a call. */
export const SESSION_EXPIRED = 'Sesi anda telah habis, silahkan login kembali';
