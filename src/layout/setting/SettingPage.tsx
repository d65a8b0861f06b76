import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { settingMenu, type SettingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { NotFoundPage } from '../NotFoundPage';

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
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%', minWidth: 0, pb: 4 }}>
      <Title title={title} />
      <Typography variant="h6" component="h1" sx={{ display: { md: 'none' }, mt: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
