import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, MenuItem, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetList, useTranslate, type RaRecord } from 'react-admin';
import type { DeactivationResult } from '../../../domain/schemas/deactivation';
import type { AppDataProvider } from '../../dataProvider';
import { failureMessage } from '../../layout/useNotifyFailure';

type DeactivateDialogProps = {
  user: RaRecord;
  onClose: () => void;
  /** Called once the user is deactivated, before the result is shown. */
  onDeactivated: () => void;
};

const ACTIVE_BY_NAME = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const }, filter: { status: 'active' } };

/**
 * Nonaktifkan in one step (docs/api.md, Deactivation): the confirmation, how many open prospects the
 * user holds, who receives them (optional: an active user of the company), then the result.
 */
export function DeactivateDialog({ user, onClose, onDeactivated }: DeactivateDialogProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.users.deactivate.${key}`, options);
  const dataProvider = useDataProvider<AppDataProvider>();
  const id = Number(user.id);
  const open = useQuery({ queryKey: ['users', 'open_prospects', id], queryFn: () => dataProvider.openProspectsOf(id) });
  const candidates = useGetList('setting/users', ACTIVE_BY_NAME);
  const heirs = (candidates.data ?? []).filter((candidate) => candidate.id !== user.id);
  const [heir, setHeir] = useState<number | ''>('');
  const [result, setResult] = useState<DeactivationResult | null>(null);
  const deactivate = useMutation({
    mutationFn: () => dataProvider.deactivateUser(id, { id_handover_user: heir === '' ? null : heir }),
    onSuccess: (answer) => {
      setResult(answer);
      onDeactivated();
    },
  });
  const name = String(user.name);
  const heirName = heirs.find((candidate) => candidate.id === heir)?.name;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="deactivate-title">
      <DialogTitle id="deactivate-title">{t('title', { name })}</DialogTitle>
      {result ? (
        <>
          <DialogContent>
            <Alert severity="success" role="status">
              {result.handed_over > 0 ? t('done_handover', { name, count: result.handed_over, to: heirName ?? '' }) : t('done', { name })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} autoFocus>
              {t('close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <>
          <DialogContent>
            <DialogContentText>{t('content', { name })}</DialogContentText>
            <DialogContentText sx={{ mt: 2 }} role="status">
              {open.data === undefined ? t('loading_open') : t('open_prospects', { name, count: open.data })}
            </DialogContentText>
            {(open.data ?? 0) > 0 && (
              <TextField
                select
                fullWidth
                margin="normal"
                label={t('handover')}
                value={candidates.data ? heir : ''}
                onChange={(event) => setHeir(event.target.value === '' ? '' : Number(event.target.value))}
                slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              >
                <MenuItem value="">{t('handover_none', { name })}</MenuItem>
                {heirs.map((candidate) => (
                  <MenuItem key={candidate.id} value={candidate.id}>
                    {candidate.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {(open.error || deactivate.error) && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {t('failed', { message: failureMessage(deactivate.error ?? open.error, translate) })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button color="error" variant="contained" disabled={deactivate.isPending || open.data === undefined} onClick={() => deactivate.mutate()}>
              {t('confirm')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
