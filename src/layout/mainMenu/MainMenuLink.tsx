import { ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';
import { ENTRY_SX } from '../setting/SettingMenuItem';
import { landingOf, type MainMenuEntry } from './entries';

/** A page of the main menu: a link, marked as the current page when it is; following it closes the drawer. */
export function MainMenuLink({ entry, onFollow }: { entry: MainMenuEntry; onFollow: () => void }) {
  const translate = useTranslate();
  const current = useMatch({ path: landingOf(entry), end: false }) !== null;
  const Icon = entry.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} to={entry.to} selected={current} aria-current={current ? 'page' : undefined} onClick={onFollow} sx={ENTRY_SX}>
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={translate(entry.label)} />
      </ListItemButton>
    </ListItem>
  );
}
