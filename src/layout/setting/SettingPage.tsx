import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title } from 'react-admin';
import { settingMenu, type SettingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { NotFoundPage } from '../NotFoundPage';
import { PageTitleCopy } from '../PageTitleCopy';
import { TitleWithGuide } from '../GuideLink';
import type { GuideTopicId } from '../../guide/topicIds';

type SettingPageProps = {
  /** The setting-menu rule that shows the page's entry: the page answers 404 to everyone else (whose calls the server refuses too). */
  show: keyof SettingMenu;
  title: string;
  children: ReactNode;
  /** The topic of Panduan Pengguna that explains the page: its link sits at the end of the title's line. */
  guide?: GuideTopicId;
};

/** A page of the setting menu: its access rule, then its frame. */
export function SettingPage({ show, title, guide, children }: SettingPageProps) {
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  if (!settingMenu(subject)[show]) return <NotFoundPage />;
  return (
    <SettingPageFrame title={title} guide={guide}>
      {children}
    </SettingPageFrame>
  );
}

/** A setting page's frame: its title, which the top bar hides on phones, above its content. */
export function SettingPageFrame({ title, guide, children }: Omit<SettingPageProps, 'show'>) {
  return (
    <Box sx={{ width: '100%', minWidth: 0, pb: 4 }}>
      <Title title={title} />
      {guide ? <TitleWithGuide title={title} topic={guide} sx={{ mt: 2 }} /> : <PageTitleCopy title={title} phonesOnly sx={{ mt: 2 }} />}
      {children}
    </Box>
  );
}
