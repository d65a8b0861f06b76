import { StatusPage } from './StatusPage';

/** react-admin's catchAll: an unmatched page is a 404 (docs/product.md). */
export const NotFoundPage = () => (
  <StatusPage code={404} title="app.error.not_found_title" message="app.error.not_found_message" />
);
