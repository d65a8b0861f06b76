import FeedbackIcon from '@mui/icons-material/Feedback';
import MenuIcon from '@mui/icons-material/Menu';
import { Box, Divider, Drawer, IconButton, LinearProgress, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { settingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { ENTRY_SX } from '../setting/SettingMenuItem';
import { useFeedbackEntry } from '../useFeedbackEntry';
import { visibleMainEntries } from './entries';
import { MainMenuLink } from './MainMenuLink';

const DRAWER_ID = 'main-menu';
const DRAWER_WIDTH = 280;

/**
 * The main menu (docs/product.md, the second menu): the hamburger at the start of the top bar opens a
 * drawer holding the entries this member may see, on a phone and on a desktop alike. A modal drawer
 * keeps the keyboard inside it, Escape closes it, and focus goes back to the hamburger.
 */
export function MainMenu() {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const entries = useMemo(() => (subject ? visibleMainEntries(settingMenu(subject)) : []), [subject]);
  const feedback = useFeedbackEntry();
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.main_menu.open')}
        aria-expanded={open}
        aria-controls={open ? DRAWER_ID : undefined}
        onClick={() => setOpen(true)}
      >
        <MenuIcon />
      </IconButton>
      <Drawer id={DRAWER_ID} open={open} onClose={close} slotProps={{ paper: { 'aria-label': translate('app.main_menu.title'), sx: { width: DRAWER_WIDTH, maxWidth: '85vw' } } }}>
        <Box component="nav" aria-label={translate('app.main_menu.title')}>
          {/* The entries wait for the user's rights, which a fresh login may still be fetching. */}
          {subject ? null : <LinearProgress aria-label={translate('app.main_menu.loading')} />}
          <List>
            {entries.map((entry) => (
              <MainMenuLink key={entry.to} entry={entry} onFollow={close} />
            ))}
            <Divider component="li" aria-hidden />
            <ListItem disablePadding>
              <ListItemButton {...feedback.behaviour(close)} sx={ENTRY_SX}>
                <ListItemIcon>
                  <FeedbackIcon />
                </ListItemIcon>
                <ListItemText primary={translate('app.main_menu.kirim_masukan')} />
              </ListItemButton>
            </ListItem>
          </List>
        </Box>
      </Drawer>
      {feedback.dialog}
    </>
  );
}
