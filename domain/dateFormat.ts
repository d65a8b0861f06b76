/** docs/product.md: the date format of the app, on the screen and in the pages the server draws. */
export const DATE_FORMAT = 'DD-MM-YYYY';
export const DATE_TIME_FORMAT = `${DATE_FORMAT} HH:mm`;
