import { AppBar, Box, Toolbar, type Theme } from '@mui/material';
import { LoadingIndicator, TitlePortal } from 'react-admin';
import { OutboxButton } from '../offline/OutboxButton';
import { useIsSmall } from '../resources/useIsSmall';
import { LanguageMenu } from './LanguageMenu';
import { usePageTitleInTab } from './documentTitle';
import { SCREEN_READER_ONLY } from './LiveText';
import { Logo } from './Logo';
import { MainMenu } from './mainMenu/MainMenu';
import { NotificationBell } from './NotificationBell';
import { SettingMenuToggle } from './setting/SettingMenuToggle';
import { TOP_BAR_TITLE_SHOWN_FROM } from './PageTitleCopy';
import { TopNavLinks } from './TopNavLinks';
import { useInSettings } from './useInSettings';
import { UserMenu } from './UserMenu';

/**
 * The title slot, where every page's <Title> goes, is the page's one h1 (docs/accessibility.md):
 * shown on wider screens, on phones out of sight (the links and buttons need the width) but still
 * read out.
 */
const PAGE_HEADING = (theme: Theme) => ({ px: 1, [theme.breakpoints.down(TOP_BAR_TITLE_SHOWN_FROM)]: SCREEN_READER_ONLY });

/**
 * The top bar of docs/product.md: main menu, logo, links, language, bell and user menu. It stays fixed, and keeps
 * react-admin's toolbar heights (48 px, 56 px on phones), which its layout leaves room for.
 */
export function TopBar() {
  const isSmall = useIsSmall();
  const inSettings = useInSettings();
  usePageTitleInTab();
  return (
    <AppBar position="fixed" color="primary" elevation={1}>
      <Toolbar variant={isSmall ? 'regular' : 'dense'} disableGutters sx={{ px: { xs: 0.5, sm: 1 }, gap: 0.5 }}>
        <MainMenu />
        {inSettings ? <SettingMenuToggle /> : null}
        <Logo />
        <TopNavLinks compact={isSmall} />
        <TitlePortal component="h1" sx={PAGE_HEADING} />
        <Box sx={{ display: 'flex', alignItems: 'center', ml: 'auto' }}>
          {isSmall ? null : <LoadingIndicator />}
          <LanguageMenu />
          <OutboxButton />
          <NotificationBell />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
