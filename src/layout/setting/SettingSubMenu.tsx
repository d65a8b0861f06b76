import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Collapse, List, ListItem, ListItemButton, ListItemIcon, Tooltip } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CountChip } from './CountChip';
import type { SettingEntry } from './entries';
import { ENTRY_SX } from './SettingMenuItem';

type SettingSubMenuProps = {
  entry: SettingEntry;
  /** What waits in its sub-entries' queues: shown on the header while they are folded away. */
  count: number;
  children: ReactNode;
};

/**
 * An entry with sub-entries (Distribusi Data, Kelola Pengguna): a button that unfolds their list,
 * telling a screen reader whether it is open; open while one of its pages is.
 */
export function SettingSubMenu({ entry, count, children }: SettingSubMenuProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarIsOpen] = useSidebarState();
  const [isOpen, setIsOpen] = useState(() => entry.children?.some((child) => child.to === pathname) ?? false);
  const listId = useId();
  const Icon = entry.icon;
  const label = translate(entry.label);

  const header = (
    <ListItemButton onClick={() => setIsOpen(!isOpen)} aria-expanded={isOpen} aria-controls={listId} sx={ENTRY_SX}>
      <ListItemIcon>{isOpen ? <ExpandLessIcon /> : <Icon />}</ListItemIcon>
      <Box component="span" sx={{ flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {label}
      </Box>
      {isOpen ? null : <CountChip count={count} />}
      {sidebarIsOpen && !isOpen ? <ExpandMoreIcon fontSize="small" /> : null}
    </ListItemButton>
  );

  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {sidebarIsOpen ? header : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={isOpen} timeout="auto" unmountOnExit id={listId}>
        <List disablePadding sx={{ '& .MuiListItemButton-root': { pl: sidebarIsOpen ? 4 : 2, transition: 'padding-left 195ms' } }}>
          {children}
        </List>
      </Collapse>
    </ListItem>
  );
}
