import { Box, List, ListItem, ListItemText, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportTally } from '../../../domain/imports';
import { formatCount } from '../../format';

/** The i18n key of a reason's code: its last part ('import.row.phone_invalid' → phone_invalid). */
const reasonKey = (code: string) => `app.import.reasons.${code.slice(code.lastIndexOf('.') + 1)}`;

/**
 * The counts of a whole file, forecast before the start or found by the run, and the rows per
 * reason: what a person needs to decide, without downloading the report.
 */
export function TallyBreakdown({ tally, forecast = false }: { tally: ImportTally; forecast?: boolean }) {
  const translate = useTranslate();
  const id = useId();
  const counts = [
    [forecast ? 'app.import.will_import' : 'app.import.imported', tally.imported],
    ['app.import.duplicates', tally.duplicates],
    ['app.import.invalid', tally.invalid],
    ['app.import.warnings', tally.warnings],
  ] as const;
  const reasons = Object.entries(tally.reasons).sort(([, a], [, b]) => b - a);
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {/* Each count a group named by its label; the figure is text, not a heading. */}
        {counts.map(([label, count]) => (
          <Paper key={label} role="group" aria-labelledby={`${id}-${label}`} variant="outlined" sx={{ px: 2, py: 1, minWidth: 120 }}>
            <Typography id={`${id}-${label}`} variant="body2" color="text.secondary">
              {translate(label)}
            </Typography>
            <Typography variant="h5" component="p">
              {formatCount(count)}
            </Typography>
          </Paper>
        ))}
      </Box>
      {reasons.length > 0 && (
        <List dense aria-label={translate('app.import.reasons_title')} sx={{ maxWidth: 560 }}>
          {reasons.map(([code, count]) => (
            <ListItem key={code} disableGutters secondaryAction={<Typography>{formatCount(count)}</Typography>}>
              <ListItemText primary={translate(reasonKey(code), { _: code })} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
