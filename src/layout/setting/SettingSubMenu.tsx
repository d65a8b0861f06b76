import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CountChip } from './CountChip';
import type { SettingEntry } from './entries';

type SettingSubMenuProps = {
  entry: SettingEntry;
  /** What waits in its sub-entries' queues: shown on the header while they are folded away. */
  count: number;
  children: ReactNode;
};

/** An entry with sub-entries (Distribusi Data, Kelola Pengguna); open while one of its pages is. */
export function SettingSubMenu({ entry, count, children }: SettingSubMenuProps) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [sidebarIsOpen] = useSidebarState();
  const [isOpen, setIsOpen] = useState(() => entry.children?.some((child) => child.to === pathname) ?? false);
  const Icon = entry.icon;
  const label = translate(entry.label);

  const header = (
    <MenuItem
      onClick={() => setIsOpen(!isOpen)}
      aria-expanded={isOpen}
      // The icon column of react-admin's menu items, so that the labels line up.
      sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40 } }}
    >
      <ListItemIcon>{isOpen ? <ExpandLessIcon /> : <Icon />}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
      {isOpen ? null : <CountChip count={count} />}
      {sidebarIsOpen && !isOpen ? <ExpandMoreIcon fontSize="small" /> : null}
    </MenuItem>
  );

  return (
    <>
      {sidebarIsOpen ? (
        header
      ) : (
        <Tooltip title={label} placement="right">
          {header}
        </Tooltip>
      )}
      <Collapse in={isOpen} timeout="auto" unmountOnExit>
        <List
          component="div"
          disablePadding
          sx={{ '& .MuiMenuItem-root': { pl: sidebarIsOpen ? 4 : 2, transition: 'padding-left 195ms' } }}
        >
          {children}
        </List>
      </Collapse>
    </>
  );
}
