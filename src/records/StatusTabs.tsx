import { Tab, Tabs } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { Choice } from './choices';
import { SidewaysStrip } from './layout';

const ALL = 'all';

/** Quick status tabs above a list; they read and write the list's `status` filter like the filter form does. */
export function StatusTabs({ choices, source = 'status' }: { choices: readonly Choice[]; source?: string }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const translate = useTranslate();
  const current: unknown = filterValues[source];
  const value = typeof current === 'string' && choices.some((c) => c.id === current) ? current : ALL;
  const select = (_event: unknown, next: string) => {
    const { [source]: _previous, ...others } = filterValues;
    setFilters(next === ALL ? others : { ...others, [source]: next }, displayedFilters);
  };
  return (
    <SidewaysStrip>
      <Tabs value={value} onChange={select} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile>
        <Tab value={ALL} label={translate('app.records.all')} />
        {choices.map((choice) => (
          <Tab key={choice.id} value={choice.id} label={translate(choice.name)} />
        ))}
      </Tabs>
    </SidewaysStrip>
  );
}
