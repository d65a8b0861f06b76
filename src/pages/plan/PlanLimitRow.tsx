import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PLAN_WARNING_SHARE } from '../../../domain/plan';
import type { Plan } from '../../dataProvider/planApi';

type Limit = Plan['limits'][number];

/** How full a limit is: the bar's colour and the word beside it, so that colour is never the only sign. */
function fullness({ max, used }: Limit) {
  if (max === null) return null;
  if (used >= max) return { color: 'error', word: 'full' } as const;
  if (used >= max * PLAN_WARNING_SHARE) return { color: 'warning', word: 'near_limit' } as const;
  return { color: 'primary', word: null } as const;
}

/** One limit of the plan: its name, its usage in words and, when it has a maximum, a bar. */
export function PlanLimitRow({ limit }: { limit: Limit }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.plan.${key}`, options);
  const [locale] = useLocaleState();
  const labelId = useId();
  const number = new Intl.NumberFormat(locale).format;
  const noun = t(`nouns.${limit.limit}`);
  const state = fullness(limit);
  const usage =
    limit.max === null ? t('unlimited', { used: number(limit.used), noun }) : t('usage', { used: number(limit.used), max: number(limit.max), noun });

  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, justifyContent: 'space-between' }}>
        <Typography id={labelId} component="h3" variant="subtitle2">
          {t(`limits.${limit.limit}`)}
        </Typography>
        <Typography variant="body2">
          {usage}
          {state?.word && <strong>{` · ${t(state.word)}`}</strong>}
        </Typography>
      </Box>
      {limit.max !== null && state && (
        <LinearProgress
          variant="determinate"
          color={state.color}
          value={limit.max === 0 ? 100 : Math.min(100, (limit.used / limit.max) * 100)}
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuenow={limit.used}
          aria-valuemax={limit.max}
          aria-valuetext={usage}
          sx={{ mt: 1, height: 8, borderRadius: 1 }}
        />
      )}
    </Box>
  );
}
