import { Box, Card, CardContent, Link, List, ListItem, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Today } from '../../../domain/schemas/today';
import { formatCount, formatDateTime, formatSince } from '../../format';
import { LoadFailure } from '../../layout/LoadFailure';
import { labelOf, METHOD_CHOICES } from '../../records/choices';
import { useToday } from './today';
import { TodayRow } from './TodayRow';

/** Two columns from a tablet up; on a phone the lists follow each other, the most urgent first. */
const TODAY_GRID = { display: 'grid', gap: 2, mb: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;

const timeOf = (moment: string) => formatDateTime(moment).slice(-5);

type SectionProps = { id: keyof Today; total: number; shown: number; seeAll?: string; children: ReactNode };

/** One list of today: its title and count, its rows or what its emptiness means, and the way to the rest. */
function TodaySection({ id, total, shown, seeAll, children }: SectionProps) {
  const translate = useTranslate();
  const titleId = `today-${id}`;
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={titleId}>
          {translate(`app.today.${id}.title`)} ({formatCount(total)})
        </Typography>
        {total === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {translate(`app.today.${id}.empty`)}
          </Typography>
        ) : (
          <List dense disablePadding>
            {children}
          </List>
        )}
        {total > shown ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('app.today.more', { shown: formatCount(shown), total: formatCount(total) })}
            {seeAll ? (
              <>
                {' · '}
                <Link component={RouterLink} to={seeAll}>
                  {translate('app.today.see_all')}
                </Link>
              </>
            ) : null}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The four lists, filled. */
function TodaySections({ today, showOwner }: { today: Today; showOwner: boolean }) {
  const translate = useTranslate();
  const [locale = 'id'] = useLocaleState();
  const startOfDay = new Date().setHours(0, 0, 0, 0);
  const dueDetail = (moment: string) =>
    new Date(moment).getTime() < startOfDay
      ? translate('app.today.due.overdue', { moment: formatDateTime(moment) })
      : translate('app.today.due.today', { time: timeOf(moment) });
  const section = (id: keyof Today, seeAll?: string) => ({ id, total: today[id].total, shown: today[id].items.length, seeAll });
  return (
    <Box sx={TODAY_GRID}>
      <TodaySection {...section('due', '/prospect/fu')}>
        {today.due.items.map((item) => (
          <TodayRow key={item.id} prospect={item} detail={dueDetail(item.next_follow_up)} showOwner={showOwner} />
        ))}
      </TodaySection>
      <TodaySection {...section('new_leads')}>
        {today.new_leads.items.map((item) => (
          <TodayRow
            key={item.id}
            prospect={item}
            detail={translate('app.today.new_leads.assigned', { since: formatSince(item.assigned_at, locale) })}
            showOwner={showOwner}
          />
        ))}
      </TodaySection>
      <TodaySection {...section('planned')}>
        {today.planned.items.map((item) => (
          <TodayRow
            key={item.id_follow_up}
            prospect={item}
            detail={translate('app.today.planned.at', { method: translate(labelOf(METHOD_CHOICES, item.method)), time: timeOf(item.scheduled_at) })}
            showOwner={showOwner}
          />
        ))}
      </TodaySection>
      <TodaySection {...section('awaiting')}>
        {today.awaiting.items.map((item) => (
          <ListItem key={`${item.kind}-${item.id}`} divider sx={{ px: 0, display: 'block' }}>
            <Link component={RouterLink} to={`/prospect/${item.id_prospect}/show`} underline="hover">
              {item.prospect_name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {translate(`app.today.awaiting.kind.${item.kind}`)} · {translate('app.today.awaiting.since', { since: formatSince(item.created_at, locale) })}
            </Typography>
          </ListItem>
        ))}
      </TodaySection>
    </Box>
  );
}

/**
 * "Hari ini": whom to contact today, most urgent first. A salesperson's dashboard opens on it; a
 * supervisor or an Administrator finds it, for their scope, in a tab (DashboardPage).
 */
export function TodayList({ showOwner }: { showOwner: boolean }) {
  const translate = useTranslate();
  const today = useToday();
  if (today.isPending || (today.isError && today.isFetching)) {
    return (
      <Box role="status" aria-busy="true" aria-label={translate('app.today.loading')} sx={TODAY_GRID}>
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={160} />
        ))}
      </Box>
    );
  }
  if (today.isError) return <LoadFailure error={today.error} message="app.today.error" onRetry={() => void today.refetch()} />;
  return <TodaySections today={today.data} showOwner={showOwner} />;
}
