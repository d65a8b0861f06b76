import { Box, ListItem, ListItemButton, ListItemIcon, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';
import { Link, useMatch } from 'react-router-dom';
import { CountChip } from './CountChip';
import type { SettingEntry } from './entries';

/** The look of react-admin's menu entries, kept for ours: muted until current, icons in a 40 px column. */
export const ENTRY_SX = {
  color: 'text.secondary',
  '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' },
  '&.Mui-selected': { color: 'text.primary' },
} as const;

/**
 * A page of the setting menu: a link in a list item, marked as the current page when it is; an
 * approval queue shows a red chip with its count above 0 (docs/product.md). Following it closes
 * the drawer on a phone; with the menu folded to its icons, a tooltip names it.
 */
export function SettingMenuItem({ entry, count }: { entry: SettingEntry & { to: string }; count?: number }) {
  const translate = useTranslate();
  const [sidebarIsOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const current = useMatch({ path: entry.to, end: false }) !== null;
  const Icon = entry.icon;
  const label = translate(entry.label);
  const link = (
    <ListItemButton
      component={Link}
      to={entry.to}
      reloadDocument={entry.serverPage}
      selected={current}
      aria-current={current ? 'page' : undefined}
      onClick={() => isSmall && setSidebarOpen(false)}
      sx={ENTRY_SX}
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <Box component="span" sx={{ flexGrow: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minWidth: 0 }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {label}
        </Box>
        <CountChip count={count} />
      </Box>
    </ListItemButton>
  );
  return (
    <ListItem disablePadding>
      {sidebarIsOpen ? link : (
        <Tooltip title={label} placement="right">
          {link}
        </Tooltip>
      )}
    </ListItem>
  );
}
