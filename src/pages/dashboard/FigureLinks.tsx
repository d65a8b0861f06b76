import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { ListLink } from '../../layout/ListLink';
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
          <ListLink key={figure.key} to={figure.to}>
            {content}
          </ListLink>
        ) : (
          <ListItem key={figure.key}>{content}</ListItem>
        );
      })}
    </List>
  );
}
