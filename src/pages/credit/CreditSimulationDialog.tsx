import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { creditSimulationMessage } from '../../../domain/creditMessage';
import { whatsappLink } from '../../../domain/phoneFormat';
import type { Prospect } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { sharePdf } from '../../records/saveFile';
import { useSendOrKeep } from '../../offline/useCreateOrQueue';
import { useIsSmall } from '../../resources/useIsSmall';
import { SimulationInputs } from './SimulationInputs';
import { SimulationResults } from './SimulationResults';
import { simulationsKey } from './simulationKeys';
import { useSimulationAsk } from './useSimulationAsk';

type Channel = 'whatsapp' | 'pdf' | null;

/**
 * Simulasi Kredit (docs/leasing.md): every partner's instalment as the salesperson types, then in one
 * tap a WhatsApp message of the figures to the prospect, kept on the prospect's history meanwhile.
 * Without signal the simulation waits on the phone (src/offline) and reaches the history later; its
 * PDF, which the server draws, is then sent from the history.
 */
export function CreditSimulationDialog({ prospect, onClose }: { prospect: Prospect; onClose: () => void }) {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { identity } = useGetIdentity();
  const ask = useSimulationAsk(prospect);
  const t = (key: string) => translate(`app.leasing.simulation.${key}`);

  const sendOrKeep = useSendOrKeep();
  const save = useMutation({
    mutationFn: (sent_via: Channel) =>
      sendOrKeep({
        resource: 'prospect/simulation',
        data: { id_prospect: prospect.id, id_product: ask.motor?.id ?? 0, price: ask.price, down_payment: ask.down_payment, tenor: ask.tenor ?? 0, sent_via },
        label: translate('app.leasing.simulation.outbox_label', { name: prospect.name }),
      }),
    onSuccess: async (saved, sent_via) => {
      if (saved.queued) {
        notify(sent_via === 'pdf' ? 'app.leasing.simulation.pdf_later' : 'app.offline.queued', { type: 'info' });
        return;
      }
      if (sent_via === null) notify('app.leasing.simulation.saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: simulationsKey(prospect.id) });
      if (sent_via === 'pdf') await sharePdf(await dataProvider.simulationPdf(prospect.id, Number(saved.id)), `simulasi-kredit-${saved.id}.pdf`);
    },
    onError: (error) => notifyFailure('app.leasing.simulation.save_failed', error),
  });

  const canFinance = ask.offers.some((offer) => offer.quote.ok);
  const phone = prospect.whatsapp ?? prospect.phone;
  const message =
    ask.motor && ask.tenor !== null
      ? creditSimulationMessage({
          customer: prospect.name,
          motor: ask.motor.name,
          price: ask.price,
          down_payment: ask.down_payment,
          tenor: ask.tenor,
          offers: ask.offers,
          seller: identity?.fullName ?? '',
          dealer: typeof identity?.company_name === 'string' ? identity.company_name : '',
        })
      : '';

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={isSmall} aria-labelledby="credit-simulation-title">
      <DialogTitle id="credit-simulation-title">
        {t('title')} · {prospect.name}
      </DialogTitle>
      <DialogContent dividers>
        {ask.loading ? (
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }} role="status">
            <CircularProgress size={20} aria-hidden />
            <Typography>{t('loading')}</Typography>
          </Stack>
        ) : ask.noPartner ? (
          <Alert severity="info">{t('none')}</Alert>
        ) : (
          <Stack sx={{ gap: 2, display: { md: 'grid' }, gridTemplateColumns: { md: 'minmax(240px, 1fr) 2fr' }, alignItems: 'start' }}>
            <SimulationInputs ask={ask} />
            {ask.motor ? <SimulationResults offers={ask.offers} /> : <Typography color="text.secondary">{t('pick_motor')}</Typography>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button onClick={() => save.mutate(null)} disabled={!canFinance || save.isPending}>
          {t('save')}
        </Button>
        <Button variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => save.mutate('pdf')} disabled={!canFinance || save.isPending}>
          {t('send_pdf')}
        </Button>
        <Button
          variant="contained"
          startIcon={<WhatsAppIcon />}
          disabled={!canFinance}
          href={`${whatsappLink(phone)}?text=${encodeURIComponent(message)}`}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => save.mutate('whatsapp')}
        >
          {t('send_whatsapp')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
