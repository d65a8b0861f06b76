import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { LinkState } from '../../../domain/schemas/whatsapp';
import { whatsappApi } from '../../dataProvider/whatsappApi';
import { formatDateTime } from '../../format';
import { DemoScan } from './DemoScan';
import { formatPhone } from '../../../domain/phoneFormat';

const LINK_KEY = ['whatsapp', 'link'];
/** How often the page asks while a QR waits: WhatsApp rotates it every few tens of seconds. */
const WAITING_POLL_MS = 2000;

/** The signed-in user's link: asks for a QR on opening, shows it while it waits, then the linked number. */
export function LinkPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const show = (state: LinkState) => queryClient.setQueryData(LINK_KEY, state);
  const link = useQuery({
    queryKey: LINK_KEY,
    queryFn: whatsappApi.checkQr,
    refetchInterval: (query) => (query.state.data?.status === 'waiting' ? WAITING_POLL_MS : false),
  });
  const request = useMutation({ mutationFn: whatsappApi.requestQr, onSuccess: show });
  const unlink = useMutation({
    mutationFn: whatsappApi.unlink,
    onSuccess: (state) => {
      show(state);
      setConfirming(false);
      notify('app.whatsapp.unlinked', { type: 'info' });
    },
  });
  const { mutate: start } = request;
  useEffect(() => start(), [start]);

  const state = link.data;
  if (link.isError) return <Typography role="alert">{translate('app.whatsapp.failed', { message: link.error.message })}</Typography>;
  if (!state) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, textAlign: 'center' }}>
      <Typography role="status" variant="h6" component="p">
        {translate(`app.whatsapp.status.${state.status}`)}
      </Typography>
      {state.status === 'waiting' && state.qr_svg ? (
        <>
          <Box
            component="img"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.qr_svg)}`}
            alt={translate('app.whatsapp.qr_alt')}
            sx={{ width: 'min(264px, 100%)', aspectRatio: '1', bgcolor: '#fff', p: 1, border: 1, borderColor: 'divider' }}
          />
          <Typography variant="body2">{translate('app.whatsapp.qr_help')}</Typography>
          {state.qr_expires_at ? (
            <Typography variant="caption">{translate('app.whatsapp.qr_until', { time: formatDateTime(state.qr_expires_at) })}</Typography>
          ) : null}
          {state.demo ? <DemoScan onScanned={() => void link.refetch()} /> : null}
        </>
      ) : null}
      {state.status === 'waiting' && !state.qr_svg ? <Typography variant="body2">{translate('app.whatsapp.preparing')}</Typography> : null}
      {state.status === 'linked' ? (
        <>
          <Typography variant="body1">{translate('app.whatsapp.linked_as', { phone: state.phone ? formatPhone(state.phone) : '' })}</Typography>
          {state.linked_at ? (
            <Typography variant="body2">{translate('app.whatsapp.linked_since', { time: formatDateTime(state.linked_at) })}</Typography>
          ) : null}
          <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
            {translate('app.whatsapp.unlink')}
          </Button>
        </>
      ) : null}
      {state.status === 'expired' || state.status === 'disconnected' ? (
        <>
          <Typography variant="body2">{translate(`app.whatsapp.${state.status === 'expired' ? 'expired_help' : 'disconnected_help'}`)}</Typography>
          <Button variant="contained" onClick={() => start()} disabled={request.isPending}>
            {translate(state.status === 'expired' ? 'app.whatsapp.new_qr' : 'app.whatsapp.connect')}
          </Button>
        </>
      ) : null}
      <Confirm
        isOpen={confirming}
        loading={unlink.isPending}
        title="app.whatsapp.unlink_title"
        content="app.whatsapp.unlink_content"
        confirm="app.whatsapp.unlink"
        onConfirm={() => unlink.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
}
