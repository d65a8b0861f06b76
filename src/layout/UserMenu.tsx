import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DescriptionIcon from '@mui/icons-material/Description';
import FeedbackIcon from '@mui/icons-material/Feedback';
import LogoutIcon from '@mui/icons-material/Logout';
import PolicyIcon from '@mui/icons-material/Policy';
import SettingsIcon from '@mui/icons-material/Settings';
import { Divider, ListItemIcon, ListSubheader, MenuItem, Typography } from '@mui/material';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { appVersion } from '../version/build';
import { LogoutDialog } from './LogoutDialog';
import { MenuButton } from './MenuButton';
import { useFeedbackEntry } from './useFeedbackEntry';
import { initialsOf, UserAvatar } from './UserAvatar';

/** docs/product.md: the user menu's entries that lead to a page of the app, in their order. */
const PAGES = [
  // react-admin's own label for the user's profile: 'Profil'.
  { to: '/kalender', label: 'app.calendar.title', icon: <CalendarMonthIcon fontSize="small" /> },
  { to: '/profil', label: 'ra.auth.user_menu', icon: <AccountCircleIcon fontSize="small" /> },
  { to: '/setting/task', label: 'app.user_menu.settings', icon: <SettingsIcon fontSize="small" /> },
  { to: '/privacy-policy', label: 'app.user_menu.privacy_policy', icon: <PolicyIcon fontSize="small" /> },
  { to: '/terms', label: 'app.user_menu.terms', icon: <DescriptionIcon fontSize="small" /> },
] as const;

const MENU_ID = 'user-menu';

export function UserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [confirming, setConfirming] = useState(false);
  const feedback = useFeedbackEntry();
  const name = identity?.fullName ?? '';

  return (
    <>
      <MenuButton
        // The initials the button shows are part of its name, so that a voice user can say them.
        label={name ? translate('app.user_menu.label_of', { name, initials: initialsOf(name) }) : translate('app.user_menu.label')}
        menuId={MENU_ID}
        icon={<UserAvatar name={name} photo={identity?.avatar} size={32} />}
        buttonSx={{ p: 0.5 }}
        menuProps={{
          anchorOrigin: { vertical: 'bottom', horizontal: 'right' },
          transformOrigin: { vertical: 'top', horizontal: 'right' },
          slotProps: { paper: { sx: { minWidth: 240, maxWidth: 'calc(100vw - 32px)' } } },
        }}
      >
        {(close) => [
          <ListSubheader key="who" component="div" disableSticky sx={{ lineHeight: 1.5, py: 1.5 }}>
            <Typography variant="subtitle2" color="text.primary" noWrap>
              {name}
            </Typography>
            <Typography variant="body2" noWrap>
              {identity?.role_name}
            </Typography>
            <Typography variant="body2" noWrap>
              {identity?.group_name}
            </Typography>
          </ListSubheader>,
          <Divider key="above-pages" />,
          ...PAGES.map(({ to, label, icon }) => (
            <MenuItem key={to} component={Link} to={to} onClick={close}>
              <ListItemIcon>{icon}</ListItemIcon>
              {translate(label)}
            </MenuItem>
          )),
          <MenuItem key="feedback" {...feedback.behaviour(close)}>
            <ListItemIcon>
              <FeedbackIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.user_menu.feedback')}
          </MenuItem>,
          <MenuItem
            key="logout"
            onClick={() => {
              close();
              setConfirming(true);
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            {translate('app.user_menu.logout')}
          </MenuItem>,
          <Divider key="above-version" />,
          <Typography key="version" variant="caption" color="text.secondary" component="p" sx={{ px: 2, py: 0.5 }}>
            {translate('app.user_menu.version', { version: appVersion() })}
          </Typography>,
        ]}
      </MenuButton>
      <LogoutDialog open={confirming} onCancel={() => setConfirming(false)} />
      {feedback.dialog}
    </>
  );
}
