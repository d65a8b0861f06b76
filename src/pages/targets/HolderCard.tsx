import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { TARGET_METRICS, type MetricCounts } from '../../../domain/targets';
import type { HolderTarget } from '../../dataProvider/targetsApi';
import { MetricProgress } from './MetricProgress';

type HolderCardProps = {
  name: string;
  subtitle?: string;
  target: HolderTarget;
  actual: MetricCounts;
  /** Opens the target's form; absent for a reader without Master Target. */
  onEdit?: () => void;
  /** Splits a group's target over its members. */
  onSplit?: () => void;
};

/** Metrics side by side on a desk, two or one on a phone. */
export const METRIC_GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
  gap: 2,
} as const;

/** One salesperson or group: each metric's progress against its target, and what the user may do with it. */
export function HolderCard({ name, subtitle, target, actual, onEdit, onSplit }: HolderCardProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h3">
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {[subtitle, target ? null : translate('app.targets.not_set')].filter(Boolean).join(' · ')}
        </Typography>
        <Box sx={METRIC_GRID}>
          {TARGET_METRICS.map((metric) => (
            <MetricProgress key={metric} metric={metric} actual={actual[metric]} target={target?.[metric] ?? null} />
          ))}
        </Box>
      </CardContent>
      {(onEdit || onSplit) && (
        <CardActions sx={{ flexWrap: 'wrap' }}>
          {onEdit && (
            <Button onClick={onEdit} aria-label={`${translate('app.targets.edit')}: ${name}`}>
              {translate('app.targets.edit')}
            </Button>
          )}
          {onSplit && (
            <Button onClick={onSplit} aria-label={`${translate('app.targets.split')}: ${name}`}>
              {translate('app.targets.split')}
            </Button>
          )}
        </CardActions>
      )}
    </Card>
  );
}
