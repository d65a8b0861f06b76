import { Layout, LayoutClasses, Sidebar } from 'react-admin';
import type { ReactNode } from 'react';
import { useRedirectOnSessionLoss } from '../authProvider/sessionLoss';
import { NotificationProvider } from '../notifications/NotificationProvider';
import { OfflineNotice } from '../offline/OfflineNotice';
import { useOutboxSender } from '../offline/useOutbox';
import { usePersistedQueries } from '../offline/persistedQueries';
import { useProfileLanguage } from '../profile/useProfileLanguage';
import { usePushRegistration } from '../push/usePushRegistration';
import { useAppWorkerAfterFirstAnswers } from '../version/useAppWorkerAfterFirstAnswers';
import { ErrorPage } from './ErrorPage';
import { Footer } from './Footer';
import { TopBarHoldsHeading } from './PageTitleCopy';
import { SettingMenu } from './setting/SettingMenu';
import { TopBar } from './TopBar';
import { useInSettings } from './useInSettings';
import { useTrainingCheck } from './useTrainingCheck';
import { VersionBanner } from './VersionBanner';

/** The default layout has no sidebar: the top bar's links are its navigation. */
const NoSidebar = () => null;

/**
 * react-admin's layout grows to fit its widest content (`min-width: fit-content`), so one wide
 * table widened the whole page on a phone; held to the screen, wide tables scroll in their own box.
 */
const FIT_SCREEN = { minWidth: 0, [`& .${LayoutClasses.content}`]: { minWidth: 0 } };

/**
 * The default layout (top bar) and, on /setting/*, the setting layout: the same top bar with the
 * setting menu on the left, a drawer on phones. One layout, so that the bell, its store and the
 * live stream stay alive when the user moves between the two.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useRedirectOnSessionLoss();
  useTrainingCheck();
  usePushRegistration();
  useProfileLanguage();
  usePersistedQueries();
  useOutboxSender();
  // Signed in: the shell is worth keeping on the phone.
  useAppWorkerAfterFirstAnswers();
  const inSettings = useInSettings();
  return (
    <NotificationProvider>
      <TopBarHoldsHeading.Provider value>
        <Layout
          appBar={TopBar}
          appBarAlwaysOn
          sidebar={inSettings ? Sidebar : NoSidebar}
          menu={SettingMenu}
          error={ErrorPage}
          sx={FIT_SCREEN}
        >
          <VersionBanner />
          <OfflineNotice />
          {children}
          <Footer />
        </Layout>
      </TopBarHoldsHeading.Provider>
    </NotificationProvider>
  );
}
