import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useRedirectOnSessionLoss } from '../authProvider/sessionLoss';
import { AppMenu } from './AppMenu';
import { ErrorPage } from './ErrorPage';

export function AppLayout({ children }: { children: ReactNode }) {
  useRedirectOnSessionLoss();
  return (
    <Layout menu={AppMenu} error={ErrorPage}>
      {children}
    </Layout>
  );
}
