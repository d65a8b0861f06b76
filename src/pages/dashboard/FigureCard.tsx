import { Card, CardActionArea, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Figure } from './figures';

type FigureCardProps = { figure: Figure; /** Draws the eye when the figure is not zero (work left undone). */ alert?: boolean };

/** A figure as a card that opens the list behind it. */
export function FigureCard({ figure, alert = false }: FigureCardProps) {
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary">
        {figure.label}
      </Typography>
      <Typography variant="h4" component="p" color={alert && figure.count > 0 ? 'error' : 'textPrimary'}>
        {figure.count.toLocaleString('id-ID')}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {figure.to ? (
        <CardActionArea component={RouterLink} to={figure.to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
