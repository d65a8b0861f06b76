import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { RANGES } from '../../../domain/limits';
import { TARGET_METRICS, type MetricCounts } from '../../../domain/targets';
import type { HolderTarget } from '../../dataProvider/targetsApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { TARGETS_KEY } from './useTargetProgress';

export type Holder = { id_user: number; name: string } | { id_group: number; name: string };

type TargetDialogProps = { holder: Holder; month: string; target: HolderTarget; onClose: () => void };

const blank = (target: HolderTarget) => Object.fromEntries(TARGET_METRICS.map((metric) => [metric, String(target?.[metric] ?? 0)]));

/** Sets one holder's five targets for the month: a new target, or a change of the one set. */
export function TargetDialog({ holder, month, target, onClose }: TargetDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>(() => blank(target));
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const counts = Object.fromEntries(TARGET_METRICS.map((metric) => [metric, Number(values[metric])])) as MetricCounts;
    setSaving(true);
    try {
      if (target) await dataProvider.update('setting/task', { id: target.id, data: counts, previousData: target });
      else {
        const owner = 'id_user' in holder ? { id_user: holder.id_user } : { id_group: holder.id_group };
        await dataProvider.create('setting/task', { data: { month, ...owner, ...counts } });
      }
      await queryClient.invalidateQueries({ queryKey: [TARGETS_KEY] });
      notify('app.targets.saved', { type: 'success' });
      onClose();
    } catch (error) {
      notifyFailure('app.targets.save_failed', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={(event) => void submit(event)}>
        <DialogTitle>{translate('app.targets.edit_title', { name: holder.name, month })}</DialogTitle>
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, pt: 1 }}>
            {TARGET_METRICS.map((metric) => (
              <TextField
                key={metric}
                type="number"
                required
                label={translate(`app.targets.metric.${metric}`)}
                value={values[metric]}
                onChange={(event) => setValues({ ...values, [metric]: event.target.value })}
                slotProps={{ htmlInput: { min: RANGES.target.min, max: RANGES.target.max, step: 1, inputMode: 'numeric' } }}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {translate('app.targets.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
