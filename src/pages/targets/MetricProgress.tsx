import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TargetMetric } from '../../../domain/targets';

type MetricProgressProps = { metric: TargetMetric; actual: number; /** null or 0: no target to measure against. */ target: number | null };

/** One metric's progress: '12 / 20', the percentage and a bar; without a target only the count. */
export function MetricProgress({ metric, actual, target }: MetricProgressProps) {
  const translate = useTranslate();
  const label = translate(`app.targets.metric.${metric}`);
  const count = (n: number) => n.toLocaleString('id-ID');
  if (!target) {
    return (
      <Box>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="body1">{translate('app.targets.no_target', { actual: count(actual) })}</Typography>
      </Box>
    );
  }
  const percent = Math.round((100 * actual) / target);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        {/* Figures read the same in every language. */}
        <Typography variant="body1">{`${count(actual)} / ${count(target)}`}</Typography>
        <Typography variant="body1" color={percent >= 100 ? 'success.main' : 'text.primary'}>
          {`${percent.toLocaleString('id-ID')}%`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, percent)}
        color={percent >= 100 ? 'success' : 'primary'}
        aria-label={translate('app.targets.progress_label', { metric: label, actual: count(actual), target: count(target) })}
        sx={{ height: 8, borderRadius: 1, mt: 0.5 }}
      />
    </Box>
  );
}
