import { Stack, Typography } from '@mui/material';
import { BooleanInput, List, useListContext, useTranslate } from 'react-admin';
import type { Feedback } from '../../../domain/records';
import { FeedbackCard } from './FeedbackCard';

function FeedbackCards() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<Feedback>();
  if (isPending) return null;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {translate('app.feedback.empty')}
      </Typography>
    );
  }
  return (
    <Stack sx={{ gap: 1.5, p: { xs: 1, sm: 2 } }}>
      {data.map((item) => (
        <FeedbackCard key={item.id} item={item} />
      ))}
    </Stack>
  );
}

/** /setting/masukan (Masukan Pengguna, Administrators): what users wrote through Beri Masukan, newest first. */
export default function FeedbackList() {
  const filters = [<BooleanInput key="unread" source="unread" alwaysOn sx={{ ml: 1 }} />];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} empty={false}>
      <FeedbackCards />
    </List>
  );
}
