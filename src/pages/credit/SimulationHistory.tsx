import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { CircularProgress, IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { CreditSimulation, Prospect } from '../../../domain/records';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime, formatRupiah } from '../../format';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { CardSection } from '../../records/layout';
import { sharePdf } from '../../records/saveFile';
import { simulationsKey } from './simulationKeys';

/** A kept simulation's PDF, drawn again by the server as it was then, to send once more (or first, when it waited offline). */
function PdfButton({ simulation, label }: { simulation: CreditSimulation; label: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const send = useMutation({
    mutationFn: async () => sharePdf(await dataProvider.simulationPdf(simulation.id_prospect, simulation.id), `simulasi-kredit-${simulation.id}.pdf`),
    onError: (error) => notifyFailure('app.leasing.simulation.pdf_failed', error),
  });
  return (
    <IconButton edge="end" aria-label={label} onClick={() => send.mutate()} disabled={send.isPending} sx={{ width: 48, height: 48 }}>
      {send.isPending ? <CircularProgress size={20} aria-hidden /> : <PictureAsPdfIcon />}
    </IconButton>
  );
}

function SimulationLine({ simulation }: { simulation: CreditSimulation }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.leasing.simulation.${key}`, args);
  const at = formatDateTime(simulation.created_at);
  const cheapest = simulation.offers.find((offer) => offer.cheapest);
  const best = cheapest?.quote.ok
    ? t('history_cheapest', { partner: cheapest.short_name, instalment: formatRupiah(cheapest.quote.instalment) })
    : t('history_none_possible');
  return (
    <ListItem disableGutters divider secondaryAction={<PdfButton simulation={simulation} label={t('history_pdf', { motor: simulation.motor, at })} />}>
      <ListItemText
        primary={t('history_line', { motor: simulation.motor, down_payment: formatRupiah(simulation.down_payment), tenor: simulation.tenor })}
        secondary={[best, t(`sent_via.${simulation.sent_via ?? 'none'}`), at].join(' · ')}
      />
    </ListItem>
  );
}

/** The credit simulations shown to the prospect, newest first, as they were then. */
export function SimulationHistory() {
  const record = useRecordContext<Prospect>();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = record?.id;
  const { data } = useQuery({
    queryKey: simulationsKey(id ?? 0),
    queryFn: () => dataProvider.creditSimulations(id ?? 0),
    enabled: id !== undefined,
  });
  if (!data) return null;
  return (
    <CardSection title="app.leasing.simulation.history">
      {data.length ? (
        <List dense disablePadding>
          {data.map((simulation) => (
            <SimulationLine key={simulation.id} simulation={simulation} />
          ))}
        </List>
      ) : (
        <Typography>{translate('app.leasing.simulation.history_empty')}</Typography>
      )}
    </CardSection>
  );
}
