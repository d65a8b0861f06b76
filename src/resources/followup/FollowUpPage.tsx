import { Stack, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { GuideLink } from '../../layout/GuideLink';
import { SidewaysStrip } from '../../records/layout';
import { DueProspectList } from './DueProspectList';
import { FollowUpHistory } from './FollowUpHistory';

const TABS = ['today', 'overdue', 'upcoming', 'history'] as const;
type FollowUpTab = (typeof TABS)[number];

const isTab = (value: string | null): value is FollowUpTab => TABS.some((tab) => tab === value);

/**
 * /prospect/fu: what to follow up today, what is late, what comes next, and what was recorded.
 * The tab lives in the address (?tab=), so the back button and a shared link keep it.
 */
export default function FollowUpPage() {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: FollowUpTab = isTab(requested) ? requested : 'today';
  const title = translate(`app.records.follow_up.tab_${tab}`);
  return (
    <>
      {/* The guide's link at the end of the tabs' line: no line of its own on a phone. */}
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        <SidewaysStrip>
          <Tabs
            value={tab}
            onChange={(_event, next: FollowUpTab) => setParams({ tab: next }, { replace: true })}
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
          >
            {TABS.map((value) => (
              <Tab key={value} value={value} label={translate(`app.records.follow_up.tab_${value}`)} />
            ))}
          </Tabs>
        </SidewaysStrip>
        <GuideLink topic="follow-up" />
      </Stack>
      {tab === 'history' ? <FollowUpHistory title={title} /> : <DueProspectList key={tab} due={tab} title={title} />}
    </>
  );
}
