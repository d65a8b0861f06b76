import { StatusPage } from './StatusPage';

/** A page the user's role does not open (react-admin's canAccess): react-admin's texts, in the app's error page. */
export const AccessDeniedPage = () => <StatusPage code={403} title="ra.page.access_denied" message="ra.message.access_denied" />;
