import { Alert, Box, Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LinearProgress, useDataProvider, useTranslate } from 'react-admin';
import type { WebhookEndpoint } from '../../../domain/schemas/webhook';
import type { AppDataProvider } from '../../dataProvider';
import { formatDateTime } from '../../format';
import { PageFooter, PER_PAGE } from '../distribution/PageFooter';
import { DELIVERY_COLOR, eventKey, WEBHOOKS_KEY } from './webhookStatus';

/** An endpoint's deliveries, newest first, paged on the server, each with its attempts and answers. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: WebhookEndpoint; onClose: () => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.webhooks.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const titleId = useId();
  const [page, setPage] = useState(0);
  const { data, error } = useQuery({
    queryKey: [...WEBHOOKS_KEY, endpoint.id, 'deliveries', page],
    queryFn: () => dataProvider.webhookDeliveries(endpoint.id, { limit: PER_PAGE, offset: page * PER_PAGE }),
  });

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('deliveries_title', { url: endpoint.url })}
      </DialogTitle>
      <DialogContent dividers>
        {error ? (
          <Alert severity="error">{t('load_failed', { message: (error as Error).message })}</Alert>
        ) : !data ? (
          <LinearProgress />
        ) : data.count === 0 ? (
          <Alert severity="info">{t('deliveries_empty')}</Alert>
        ) : (
          <>
            <List aria-labelledby={titleId}>
              {data.data.map((delivery) => (
                <ListItem key={delivery.id} divider sx={{ display: 'block' }}>
                  <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    <Typography sx={{ fontWeight: 500 }}>{translate(eventKey(delivery.event))}</Typography>
                    <Chip size="small" color={DELIVERY_COLOR[delivery.status]} label={t(`delivery_${delivery.status}`)} />
                    <Typography variant="body2" color="text.secondary">
                      {formatDateTime(delivery.created_at)}
                    </Typography>
                  </Box>
                  {delivery.attempt_log.map((attempt) => (
                    <Typography key={attempt.attempt} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {t('attempt', { n: attempt.attempt })} · {formatDateTime(attempt.started_at)} · {attempt.status_code ?? t('no_answer')} · {attempt.duration_ms} ms
                      {attempt.error ? ` · ${attempt.error}` : ''}
                      {attempt.response_body ? ` · ${attempt.response_body.slice(0, 200)}` : ''}
                    </Typography>
                  ))}
                </ListItem>
              ))}
            </List>
            <PageFooter count={data.count} page={page} onPageChange={setPage} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
