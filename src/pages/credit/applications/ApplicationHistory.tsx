import { List, ListItem, ListItemText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useGetMany, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { formatDateTime } from '../../../format';

/** Who moved the application, to which state, when: oldest first. */
export function ApplicationHistory({ id }: { id: number }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data: events = [] } = useQuery({ queryKey: ['application-history', id], queryFn: () => dataProvider.applicationHistory(id) });
  const { data: members = [] } = useGetMany<{ id: number; name: string }>('members', { ids: [...new Set(events.flatMap((e) => (e.id_user === null ? [] : [e.id_user])))] });
  const who = (id_user: number | null) => members.find((m) => m.id === id_user)?.name ?? '-';
  return (
    <List dense disablePadding aria-label={translate('app.leasing.applications.history')}>
      {events.map((event) => (
        <ListItem key={event.id} disableGutters>
          <ListItemText
            primary={translate('app.leasing.applications.history_line', {
              status: translate(`app.leasing.applications.status.${event.to_status}`),
              who: who(event.id_user),
              at: formatDateTime(event.created_at),
            })}
            secondary={typeof event.detail?.reason === 'string' ? event.detail.reason : undefined}
          />
        </ListItem>
      ))}
    </List>
  );
}
