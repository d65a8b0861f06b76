import { IconButton, Menu, type MenuProps, type SxProps, type Theme } from '@mui/material';
import { useState, type ReactNode } from 'react';

type MenuButtonProps = {
  /** The button's accessible name. */
  label: string;
  menuId: string;
  icon: ReactNode;
  buttonSx?: SxProps<Theme>;
  menuProps?: Omit<MenuProps, 'open' | 'anchorEl' | 'onClose' | 'id'>;
  /** The menu's content; `close` shuts the menu before an entry does its work. */
  children: (close: () => void) => ReactNode;
};

/** An icon button of the top bar that opens its menu below it, announced as a menu to screen readers. */
export function MenuButton({ label, menuId, icon, buttonSx, menuProps, children }: MenuButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        id={`${menuId}-button`}
        color="inherit"
        aria-label={label}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={buttonSx}
      >
        {icon}
      </IconButton>
      <Menu {...menuProps} id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close}>
        {children(close)}
      </Menu>
    </>
  );
}
