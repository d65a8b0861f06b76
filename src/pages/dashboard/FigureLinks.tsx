import { List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Figure } from './figures';

/** The figures of a chart as a list of links: what the chart shows, readable and clickable on any screen. */
export function FigureLinks({ figures }: { figures: Figure[] }) {
  return (
    <List dense disablePadding>
      {figures.map((figure) => {
        const content = (
          <>
            <ListItemText primary={figure.label} />
            <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
              {figure.count.toLocaleString('id-ID')}
            </Typography>
          </>
        );
        return figure.to ? (
          <ListItemButton key={figure.key} component={RouterLink} to={figure.to}>
            {content}
          </ListItemButton>
        ) : (
          <ListItem key={figure.key}>{content}</ListItem>
        );
      })}
    </List>
  );
}
