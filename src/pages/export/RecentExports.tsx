import { Chip, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ExportRecord } from '../../../domain/schemas/exportJob';
import { formatDateTime } from '../../format';
import { ExportProgress } from './ExportProgress';

const STATUS_COLOR = { queued: 'default', running: 'info', done: 'success', failed: 'error' } as const;

/** The caller's exports of the last 24 hours, each with its status, progress or download. */
export function RecentExports({ records }: { records: ExportRecord[] }) {
  const translate = useTranslate();
  if (!records.length) return <Typography color="text.secondary">{translate('app.export.recent_empty')}</Typography>;
  return (
    <List disablePadding aria-label={translate('app.export.recent')}>
      {records.map((record) => (
        <ListItem key={record.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
          <Stack direction="row" spacing={1} alignItems="center" flexWrap="wrap" useFlexGap sx={{ mb: 1 }}>
            <Typography fontWeight={600}>
              {translate(`app.export.kinds.${record.kind}`)} · {record.format.toUpperCase()}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatDateTime(record.created_at)}
            </Typography>
            <Chip size="small" color={STATUS_COLOR[record.status]} label={translate(`app.export.statuses.${record.status}`)} />
          </Stack>
          <ExportProgress record={record} />
        </ListItem>
      ))}
    </List>
  );
}
