import { Box, Button, Card, CardActions, CardContent, Chip, Collapse, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import { APPLICATION_MOVES } from '../../../../domain/leasingApplication';
import { isEnabled } from '../../../../domain/permissions';
import type { LeasingApplication, Order } from '../../../../domain/records';
import { useAccessSubject } from '../../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../../dataProvider';
import type { ApplicationMove } from '../../../dataProvider/leasingApi';
import { formatDateTime, formatRupiah } from '../../../format';
import { useNotifyFailure } from '../../../layout/useNotifyFailure';
import type { ChipColor } from '../../../records/choices';
import { ApplicationHistory } from './ApplicationHistory';
import { DocumentChecklist } from './DocumentChecklist';
import { MOVE_LABELS, MoveDialog, type MoveTarget } from './MoveDialog';

const COLORS: Record<LeasingApplication['status'], ChipColor> = {
  submitted: 'info',
  survey: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** The partner's answer is the validator's to record, never on one's own order (the server's rule). */
function useMayDecide(order: Order) {
  const subject = useAccessSubject();
  const { identity } = useGetIdentity();
  return subject !== undefined && isEnabled(subject, 'Validation Product Order') && identity?.id !== order.id_user;
}

type CardProps = { application: LeasingApplication; partner: string; order: Order; othersWaiting: number };

/** One partner's application: its state and figures, the documents, the moves it may make next, its history. */
export function ApplicationCard({ application, partner, order, othersWaiting }: CardProps) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.leasing.applications.${key}`, args);
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const mayDecide = useMayDecide(order);
  const [target, setTarget] = useState<MoveTarget | null>(null);
  const [history, setHistory] = useState(false);
  const move = useMutation({
    mutationFn: (body: ApplicationMove) => dataProvider.moveApplication(application.id, body),
    onSuccess: (answer) => {
      setTarget(null);
      notify(answer.deal ? 'app.leasing.applications.deal' : 'app.leasing.applications.moved', { type: 'success', messageArgs: { partner } });
      refresh();
      return queryClient.invalidateQueries({ queryKey: ['application-history', application.id] });
    },
    onError: (error) => notifyFailure('app.leasing.applications.move_failed', error),
  });
  const decisions: MoveTarget[] = ['approved', 'rejected'];
  // No move leads back to 'submitted': every target is one the dialog records.
  const moves = APPLICATION_MOVES[application.status].filter((to): to is MoveTarget => to !== 'submitted' && (mayDecide || !decisions.includes(to)));
  const money = (down_payment: number | null, tenor: number | null, instalment: number | null) => ({
    down_payment: formatRupiah(down_payment ?? 0),
    tenor: tenor ?? '-',
    instalment: formatRupiah(instalment ?? 0),
  });
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {partner}
          </Typography>
          <Chip size="small" color={COLORS[application.status]} label={t(`status.${application.status}`)} />
        </Box>
        <Typography variant="body2">{t('asked', money(application.down_payment, application.tenor, application.instalment))}</Typography>
        {application.survey_at ? (
          <Typography variant="body2">
            {t('survey_line', { at: formatDateTime(application.survey_at), surveyor: application.surveyor ? ` · ${application.surveyor}` : '' })}
          </Typography>
        ) : null}
        {application.status === 'approved' ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {t('approved_figures', money(application.approved_down_payment, application.approved_tenor, application.approved_instalment))}
          </Typography>
        ) : null}
        {application.rejection_reason ? <Typography variant="body2">{t('rejected_line', { reason: application.rejection_reason })}</Typography> : null}
        <DocumentChecklist application={application} partner={partner} editable={application.status === 'submitted' || application.status === 'survey'} />
        <Collapse in={history} unmountOnExit>
          <ApplicationHistory id={application.id} />
        </Collapse>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          {moves.map((to) => (
            <Button key={to} size="small" variant={to === 'approved' ? 'contained' : 'outlined'} color={to === 'rejected' || to === 'cancelled' ? 'error' : 'primary'} onClick={() => setTarget(to)}>
              {t(MOVE_LABELS[to])}
            </Button>
          ))}
          <Button size="small" onClick={() => setHistory((shown) => !shown)} aria-expanded={history}>
            {t('history')}
          </Button>
        </Stack>
      </CardActions>
      {target ? (
        <MoveDialog
          application={application}
          partner={partner}
          to={target}
          othersWaiting={othersWaiting}
          pending={move.isPending}
          onMove={(body) => move.mutate(body)}
          onClose={() => setTarget(null)}
        />
      ) : null}
    </Card>
  );
}
