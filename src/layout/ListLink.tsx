import { ListItem, ListItemButton, type ListItemButtonProps } from '@mui/material';
import { Link } from 'react-router-dom';

type ListLinkProps = Omit<ListItemButtonProps<typeof Link>, 'component'>;

/**
 * A link as an entry of a list: MUI's ListItemButton inside the list item a list must hold (a bare
 * one in a <List> is a link straight in a <ul>, which a screen reader does not count as an entry).
 */
export function ListLink(props: ListLinkProps) {
  return (
    <ListItem disablePadding>
      <ListItemButton component={Link} {...props} />
    </ListItem>
  );
}
