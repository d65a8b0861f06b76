import { Box, Stack } from '@mui/material';
import { Title } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { TitleWithGuide } from '../../layout/GuideLink';
import { KindExportButton } from '../../records/KindExportButton';
import { DisciplineCard } from './DisciplineCard';
import { FunnelCard } from './FunnelCard';
import { CreditCard, LeasingCard } from './LeasingCard';
import { LostCard } from './LostCard';
import { ReportFilters } from './ReportFilters';
import { paramsOf, searchOf } from './reportParams';
import { SourcesCard } from './SourcesCard';
import { SpeedCard } from './SpeedCard';
import { TargetsCard } from './TargetsCard';

/** A workbook first: a sheet per figure, as dealers open reports. */
const REPORT_FORMATS = ['xlsx', 'csv'] as const;

const CARDS = { funnel: FunnelCard, sources: SourcesCard, speed: SpeedCard, targets: TargetsCard, lost: LostCard, discipline: DisciplineCard, leasing: LeasingCard, credit: CreditCard };

/**
 * /laporan (docs/reports.md): the figures of a period and a scope, each a chart and the same
 * numbers as a table whose numbers open the records they count. The URL carries the period and the
 * filters, so a link reproduces the report.
 */
export default function ReportsPage() {
  const [search, setSearch] = useSearchParams();
  const params = paramsOf(search);
  return (
    <Stack spacing={2} sx={{ py: 2, width: '100%' }}>
      <Title title="app.reports.title" />
      <TitleWithGuide title="app.reports.title" topic="laporan" />
      <ReportFilters params={params} onChange={(next) => setSearch(searchOf(next), { replace: true })} />
      {/* The server writes the file with the very figures below (docs/reports.md, Export). */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <KindExportButton kind="report" filter={params} formats={REPORT_FORMATS} />
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } }}>
        {Object.entries(CARDS).map(([figure, Card]) => (
          <Card key={figure} params={params} />
        ))}
      </Box>
    </Stack>
  );
}
