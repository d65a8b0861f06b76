import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { Figure } from './figures';
import { useOpenFigure } from './useOpenFigure';

type CountBarChartProps = {
  figures: Figure[];
  /** The series' name, in the tooltip. */
  label: string;
  /** 'horizontal' bars read as a funnel. */
  layout?: 'vertical' | 'horizontal';
};

const BAR_HEIGHT = 44;
const AXIS_SPACE = 40;

/** Counts as bars, as wide as the card; a bar opens its list. */
export default function CountBarChart({ figures, label, layout = 'vertical' }: CountBarChartProps) {
  const theme = useTheme();
  const open = useOpenFigure(figures);
  const dataset = figures.map((figure) => ({ label: figure.label, count: figure.count }));
  const band = { scaleType: 'band' as const, dataKey: 'label' };
  const horizontal = layout === 'horizontal';
  return (
    <BarChart
      height={horizontal ? figures.length * BAR_HEIGHT + AXIS_SPACE : 240}
      dataset={dataset}
      layout={layout}
      {...(horizontal ? { yAxis: [{ ...band, width: 80 }] } : { xAxis: [band] })}
      series={[{ dataKey: 'count', label, color: theme.palette.primary.main }]}
      barLabel="value"
      hideLegend
      onItemClick={(_event, item) => open(item.dataIndex)}
    />
  );
}
