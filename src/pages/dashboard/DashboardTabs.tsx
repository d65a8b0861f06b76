import { Box, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DashboardSummary } from '../../dataProvider/types';
import { DashboardContent } from './DashboardContent';
import { TodayList } from './TodayList';

const TABS = ['figures', 'today'] as const;
type TabName = (typeof TABS)[number];

/** A supervisor's or an Administrator's dashboard: the figures first, "Hari ini" of their scope a tab away. */
export function DashboardTabs({ summary }: { summary: DashboardSummary }) {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabName>('figures');
  return (
    <>
      <Tabs value={tab} onChange={(_, value: TabName) => setTab(value)} aria-label={translate('app.dashboard.title')} sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} id={`dashboard-tab-${name}`} aria-controls={`dashboard-panel-${name}`} label={translate(`app.today.tab_${name}`)} />
        ))}
      </Tabs>
      {/* Both panels are there, so each tab's aria-controls names an element; only the open one is drawn. */}
      {TABS.map((name) => (
        <Box key={name} role="tabpanel" id={`dashboard-panel-${name}`} aria-labelledby={`dashboard-tab-${name}`} hidden={tab !== name}>
          {tab !== name ? null : name === 'figures' ? <DashboardContent summary={summary} /> : <TodayList showOwner />}
        </Box>
      ))}
    </>
  );
}
