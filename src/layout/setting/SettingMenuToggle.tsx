import TuneIcon from '@mui/icons-material/Tune';
import { IconButton, Tooltip } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/**
 * Opens and folds the setting menu (its only way in on a phone). Not a hamburger: the top bar's
 * hamburger is the main menu's (MainMenu.tsx), and two alike buttons side by side would be guesswork.
 */
export function SettingMenuToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  const label = translate('app.setting_menu.toggle');
  return (
    <Tooltip title={label} enterDelay={500}>
      <IconButton color="inherit" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)}>
        <TuneIcon />
      </IconButton>
    </Tooltip>
  );
}
