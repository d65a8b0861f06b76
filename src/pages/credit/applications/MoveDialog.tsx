import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { LeasingApplication } from '../../../../domain/records';
import type { ApplicationMove } from '../../../dataProvider/leasingApi';

export type MoveTarget = ApplicationMove['to'];

/** The words of each move, on its button and its dialog's title. */
export const MOVE_LABELS: Record<MoveTarget, string> = {
  survey: 'schedule_survey',
  approved: 'approve',
  rejected: 'reject',
  cancelled: 'cancel',
};

/** A whole number typed, or NaN while empty (the server says what is wrong with it). */
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text)));

type MoveDialogProps = {
  application: LeasingApplication;
  partner: string;
  to: MoveTarget;
  /** The order's other applications still waiting, which an approval may cancel. */
  othersWaiting: number;
  pending: boolean;
  onMove: (move: ApplicationMove) => void;
  onClose: () => void;
};

/** What a move records: the survey's date and surveyor, the approved figures, or the reason. */
export function MoveDialog({ application, partner, to, othersWaiting, pending, onMove, onClose }: MoveDialogProps) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.leasing.applications.${key}`, args);
  const [surveyAt, setSurveyAt] = useState('');
  const [surveyor, setSurveyor] = useState('');
  const [downPayment, setDownPayment] = useState(String(application.down_payment));
  const [tenor, setTenor] = useState(String(application.tenor));
  const [instalment, setInstalment] = useState(String(application.instalment));
  const [cancelOthers, setCancelOthers] = useState(othersWaiting > 0);
  const [reason, setReason] = useState('');

  const moveOf = (): ApplicationMove => {
    switch (to) {
      case 'survey':
        return { to, survey_at: surveyAt ? new Date(surveyAt).toISOString() : '', surveyor: surveyor.trim() || null };
      case 'approved':
        return { to, down_payment: whole(downPayment), tenor: whole(tenor), instalment: whole(instalment), cancel_others: cancelOthers };
      case 'rejected':
        return { to, reason };
      case 'cancelled':
        return { to, reason: reason.trim() || null };
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onMove(moveOf());
  };
  const number = { type: 'number', slotProps: { htmlInput: { inputMode: 'numeric' as const, min: 0 } } };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="application-move-title">
      <form onSubmit={submit}>
        <DialogTitle id="application-move-title">
          {t(MOVE_LABELS[to])} · {partner}
        </DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {to === 'survey' ? (
              <>
                <TextField required type="datetime-local" label={t('survey_at')} value={surveyAt} onChange={(e) => setSurveyAt(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} />
                <TextField label={t('surveyor')} value={surveyor} onChange={(e) => setSurveyor(e.target.value)} />
              </>
            ) : null}
            {to === 'approved' ? (
              <>
                <TextField required {...number} label={t('approved_down_payment')} value={downPayment} onChange={(e) => setDownPayment(e.target.value)} />
                <TextField required {...number} label={t('approved_tenor')} value={tenor} onChange={(e) => setTenor(e.target.value)} />
                <TextField required {...number} label={t('approved_instalment')} value={instalment} onChange={(e) => setInstalment(e.target.value)} />
                {othersWaiting > 0 ? (
                  <FormControlLabel
                    control={<Checkbox checked={cancelOthers} onChange={(e) => setCancelOthers(e.target.checked)} />}
                    label={t('cancel_others', { smart_count: othersWaiting })}
                  />
                ) : null}
              </>
            ) : null}
            {to === 'rejected' || to === 'cancelled' ? (
              <TextField required={to === 'rejected'} multiline minRows={2} label={t('reason')} value={reason} onChange={(e) => setReason(e.target.value)} />
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('close')}</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {t('confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
