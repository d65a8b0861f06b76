import { AppBar, Box, Toolbar } from '@mui/material';
import { LoadingIndicator, SidebarToggleButton, TitlePortal } from 'react-admin';
import { useIsSmall } from '../resources/useIsSmall';
import { LanguageMenu } from './LanguageMenu';
import { usePageTitleInTab } from './documentTitle';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { TopNavLinks } from './TopNavLinks';
import { useInSettings } from './useInSettings';
import { UserMenu } from './UserMenu';

/**
 * The top bar of docs/product.md: logo, links, language, bell and user menu. It stays fixed, and keeps
 * react-admin's toolbar heights (48 px, 56 px on phones), which its layout leaves room for.
 */
export function TopBar() {
  const isSmall = useIsSmall();
  const inSettings = useInSettings();
  usePageTitleInTab();
  return (
    <AppBar position="fixed" color="primary" elevation={1}>
      <Toolbar variant={isSmall ? 'regular' : 'dense'} disableGutters sx={{ px: { xs: 0.5, sm: 1 }, gap: 0.5 }}>
        {/* The setting menu's drawer (its only way in on a phone). */}
        {inSettings ? <SidebarToggleButton /> : null}
        <Logo />
        <TopNavLinks compact={isSmall} />
        <TitlePortal sx={{ visibility: { xs: 'hidden', md: 'visible' }, px: 1 }} />
        {isSmall ? null : <LoadingIndicator />}
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <LanguageMenu />
          <NotificationBell />
          <UserMenu />
        </Box>
      </Toolbar>
    </AppBar>
  );
}
