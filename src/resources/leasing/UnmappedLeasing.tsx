import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AutocompleteInput, Form, ReferenceInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { UnmappedLeasing as Unmapped } from '../../dataProvider/leasingApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';

const UNMAPPED_KEY = ['leasing', 'unmapped'];

/** One old leasing name: how many orders name it, and the partner to map it to. */
function UnmappedRow({ item }: { item: Unmapped }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [partner, setPartner] = useState<{ id: number; name: string } | null>(null);
  const map = useMutation({
    mutationFn: (id_leasing_partner: number) => dataProvider.mapLeasing({ leasing: item.leasing, id_leasing_partner }),
    onSuccess: ({ orders }) => {
      notify('app.leasing.unmapped.mapped', { type: 'success', messageArgs: { smart_count: orders, partner: partner?.name } });
      return queryClient.invalidateQueries({ queryKey: UNMAPPED_KEY });
    },
    onError: (error) => notifyFailure('app.leasing.unmapped.failed', error),
  });
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
      <Typography sx={{ minWidth: 200 }}>
        <strong>{item.leasing}</strong> · {translate('app.leasing.unmapped.orders', { smart_count: item.orders })}
      </Typography>
      <Form>
        <ReferenceInput source="id_leasing_partner" reference="setting/leasing" sort={{ field: 'name', order: 'ASC' }}>
          <AutocompleteInput
            optionText="name"
            label={translate('app.leasing.unmapped.partner', { leasing: item.leasing })}
            onChange={(_id, record) => setPartner(record ? { id: Number(record.id), name: String(record.name) } : null)}
            helperText={false}
            sx={{ minWidth: 240 }}
          />
        </ReferenceInput>
      </Form>
      <Button variant="outlined" disabled={!partner || map.isPending} onClick={() => partner && map.mutate(partner.id)}>
        {translate('app.leasing.unmapped.map')}
      </Button>
    </Stack>
  );
}

/**
 * Old orders whose free-text leasing no partner matched when partners came (docs/leasing.md): the
 * migration kept them as they were, and this says so until each is mapped by hand.
 */
export function UnmappedLeasing() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: UNMAPPED_KEY, queryFn: () => dataProvider.unmappedLeasing() });
  if (!data?.length) return null;
  return (
    <Alert severity="info" sx={{ mt: 2 }}>
      <AlertTitle component="h2">{translate('app.leasing.unmapped.title')}</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {translate('app.leasing.unmapped.intro')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {data.map((item) => (
          <UnmappedRow key={item.leasing} item={item} />
        ))}
      </Box>
    </Alert>
  );
}
