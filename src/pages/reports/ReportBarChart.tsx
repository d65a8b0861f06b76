import { BarChart } from '@mui/x-charts/BarChart';

export type ChartData = { labels: string[]; series: { label: string; data: number[] }[] };

const BAR_HEIGHT = 36;
const AXIS_SPACE = 48;

/** A figure's numbers as horizontal bars, one group per row of its table (loaded lazily with the charts' code). */
export default function ReportBarChart({ labels, series }: ChartData) {
  return (
    <BarChart
      height={labels.length * BAR_HEIGHT * Math.max(1, series.length) + AXIS_SPACE}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: labels, width: 110 }]}
      series={series.map((each) => ({ data: each.data, label: each.label }))}
      barLabel="value"
      hideLegend={series.length < 2}
    />
  );
}
