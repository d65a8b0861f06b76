import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { settingMenu } from '../../../domain/permissions';
import { TARGET_METRICS } from '../../../domain/targets';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { METRIC_GRID } from '../targets/HolderCard';
import { MetricProgress } from '../targets/MetricProgress';
import { useTargetProgress } from '../targets/useTargetProgress';
import { thisMonth } from './links';

/**
 * 'Target bulan ini': this month's progress of the user's scope (their own, their group's or the
 * company's), for everyone whatever their Master Target; Setting Task is linked for those who have it.
 */
export default function TargetCard() {
  const translate = useTranslate();
  const titleId = useId();
  const subject = useAccessSubject();
  const { data, isError } = useTargetProgress(thisMonth());
  const canSet = subject !== undefined && settingMenu(subject).task;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ mt: 2 }}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {translate('app.targets.card.title')}
        </Typography>
        {isError ? (
          <Typography color="text.secondary">{translate('app.targets.card.failed')}</Typography>
        ) : !data ? (
          <Skeleton variant="rounded" height={56} />
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate(`app.targets.card.${data.scope}`)}
            </Typography>
            {data.headline.target ? (
              <Box sx={METRIC_GRID}>
                {TARGET_METRICS.map((metric) => (
                  <MetricProgress key={metric} metric={metric} actual={data.headline.actual[metric]} target={data.headline.target?.[metric] ?? null} />
                ))}
              </Box>
            ) : (
              <Typography>{translate('app.targets.card.none')}</Typography>
            )}
          </>
        )}
        {canSet && (
          <Button component={RouterLink} to="/setting/task" sx={{ mt: 1 }}>
            {translate('app.targets.card.open')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
