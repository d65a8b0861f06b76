import { Typography } from '@mui/material';
import { PieChart } from '@mui/x-charts/PieChart';
import type { Figure } from './figures';
import { useOpenFigure } from './useOpenFigure';

/** Shares of a whole as a doughnut; a slice opens its list. Empty slices are left out. */
export default function CountPieChart({ figures, empty }: { figures: Figure[]; empty: string }) {
  const shown = figures.filter((figure) => figure.count > 0);
  const open = useOpenFigure(shown);
  if (!shown.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {empty}
      </Typography>
    );
  }
  return (
    <PieChart
      height={260}
      series={[
        {
          data: shown.map((figure) => ({ id: figure.key, value: figure.count, label: figure.label })),
          innerRadius: 50,
          paddingAngle: 1,
          highlightScope: { fade: 'global', highlight: 'item' },
        },
      ]}
      slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
      onItemClick={(_event, item) => open(item.dataIndex)}
    />
  );
}
