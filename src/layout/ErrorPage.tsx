import { I18nContextProvider, useResetErrorBoundaryOnLocationChange } from 'react-admin';
import { useRouteError } from 'react-router-dom';
import { i18nProvider } from '../i18n';
import { StatusPage } from './StatusPage';

type ErrorPageProps = {
  error?: unknown;
  resetErrorBoundary?: (...args: unknown[]) => void;
};

const NO_RESET = () => undefined;

/** The HTTP status an error carries (react-admin's HttpError), else 500. */
function statusOf(error: unknown): number {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** react-admin's `error` component, around the whole app and inside the layout. */
export function ErrorPage({ error, resetErrorBoundary = NO_RESET }: ErrorPageProps) {
  // Following 'Back to page' leaves the error behind.
  useResetErrorBoundaryOnLocationChange(resetErrorBoundary);
  return <StatusPage code={statusOf(error)} title="app.error.title" message="app.error.report" />;
}

/** The router's errorElement: outside <Admin>, so it brings the translations itself. */
export function RouteErrorPage() {
  const error = useRouteError();
  return (
    <I18nContextProvider value={i18nProvider}>
      <ErrorPage error={error} />
    </I18nContextProvider>
  );
}
