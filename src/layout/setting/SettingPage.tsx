import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title } from 'react-admin';
import { settingMenu, type SettingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { NotFoundPage } from '../NotFoundPage';
import { PageTitleCopy } from '../PageTitleCopy';

type SettingPageProps = {
  /** The setting-menu rule that shows the page's entry: the page answers 404 to everyone else (whose calls the server refuses too). */
  show: keyof SettingMenu;
  title: string;
  children: ReactNode;
};

/** A page of the setting menu: its access rule, then its frame. */
export function SettingPage({ show, title, children }: SettingPageProps) {
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  if (!settingMenu(subject)[show]) return <NotFoundPage />;
  return <SettingPageFrame title={title}>{children}</SettingPageFrame>;
}

/** A setting page's frame: its title, which the top bar hides on phones, above its content. */
export function SettingPageFrame({ title, children }: Omit<SettingPageProps, 'show'>) {
  return (
    <Box sx={{ width: '100%', minWidth: 0, pb: 4 }}>
      <Title title={title} />
      <PageTitleCopy title={title} phonesOnly sx={{ mt: 2 }} />
      {children}
    </Box>
  );
}
