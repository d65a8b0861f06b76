/**
 * Translation key shown when the server could not be reached or gave no message. Apart from
 * http.ts so that the public forms can name it without loading the HTTP client up front.
 */
export const HTTP_ERROR_MESSAGE = 'ra.notification.http_error';
