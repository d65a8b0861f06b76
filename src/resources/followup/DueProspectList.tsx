import { Card, CardContent, Stack, Typography } from '@mui/material';
import { DataTable, List, RecordsIterator, ShowButton, TextField, useListContext, useTranslate, type ListProps } from 'react-admin';
import { PROSPECT_STATUS_CHOICES, PROSPECT_STATUS_COLORS } from '../../records/choices';
import { DateTimeField, MemberField, PhoneField } from '../../records/fields';
import { StatusChip } from '../../records/StatusChip';
import type { FollowUpDue } from '../../../domain/vocabularies';
import { useIsSmall } from '../useIsSmall';
import { RecordFollowUpButton } from './RecordFollowUpButton';

const Status = () => <StatusChip choices={PROSPECT_STATUS_CHOICES} colors={PROSPECT_STATUS_COLORS} />;

function Actions() {
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      <RecordFollowUpButton />
      <ShowButton />
    </Stack>
  );
}

/** On a phone each prospect is a card with its buttons within thumb reach. */
function DueCards() {
  const { data, isPending } = useListContext();
  const translate = useTranslate();
  if (isPending) return null;
  if (!data?.length) return <Typography sx={{ p: 2 }}>{translate('ra.navigation.no_results')}</Typography>;
  return (
    <Stack sx={{ gap: 1, p: 1 }}>
      <RecordsIterator>
        <Card variant="outlined">
          <CardContent sx={{ '&:last-child': { pb: 1.5 } }}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
              <Typography variant="subtitle1" component="div">
                <TextField source="name" variant="inherit" />
              </Typography>
              <Status />
            </Stack>
            <PhoneField source="phone" />
            <Typography variant="body2" color="text.secondary">
              <DateTimeField source="next_follow_up" />
            </Typography>
            <Actions />
          </CardContent>
        </Card>
      </RecordsIterator>
    </Stack>
  );
}

/** The prospects whose next follow-up is due `due`, soonest first, each with 'Catat follow up'. */
export function DueProspectList({ due, ...props }: { due: FollowUpDue } & Omit<ListProps, 'children'>) {
  const isSmall = useIsSmall();
  return (
    <List
      resource="prospect"
      filter={{ follow_up: due }}
      sort={{ field: 'next_follow_up', order: 'ASC' }}
      disableSyncWithLocation
      storeKey={`followup.${due}`}
      exporter={false}
      actions={false}
      // Nothing due is good news, not an invitation to create a prospect.
      empty={false}
      {...props}
    >
      {isSmall ? (
        <DueCards />
      ) : (
        <DataTable bulkActionButtons={false} rowClick="show">
          <DataTable.Col source="name" />
          <DataTable.Col source="phone" field={PhoneField} />
          <DataTable.Col source="status" field={Status} />
          <DataTable.Col source="next_follow_up" field={DateTimeField} />
          <DataTable.Col source="id_user" field={MemberField} />
          <DataTable.Col label="app.table_actions" field={Actions} />
        </DataTable>
      )}
    </List>
  );
}
