import { Box, Button, Stack } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { DistributionPlan, DistributionRequest, DistributionSource } from '../../dataProvider/distributionTypes';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { MethodFields, type MethodChoice } from './MethodFields';
import { PreviewTable } from './PreviewTable';
import { RecipientPicker, type Recipients } from './RecipientPicker';
import { useRecipientChoices } from './useRecipientChoices';

type DistributionPlannerProps = {
  source: DistributionSource;
  limit?: number;
  /** After a batch was applied (the page reloads what it shows). */
  onApplied?: () => void;
};

/**
 * Recipients and method for the chosen prospects, the server's preview of the counts per person,
 * then the apply after a confirmation. Changing anything drops the preview: what is applied is
 * always what was last previewed.
 */
export function DistributionPlanner({ source, limit, onApplied }: DistributionPlannerProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const choices = useRecipientChoices();
  const [recipients, setRecipients] = useState<Recipients>({ user_ids: [], group_ids: [] });
  const [method, setMethod] = useState<MethodChoice>({ method: 'round_robin', capacity: null });
  const [previewed, setPreviewed] = useState<{ key: string; plan: DistributionPlan } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const request: DistributionRequest = { source, limit, ...recipients, ...method };
  const requestKey = JSON.stringify(request);
  // A preview counts only for the choices it was made with.
  const plan = previewed?.key === requestKey ? previewed.plan : null;

  const preview = useMutation({
    mutationFn: (sent: DistributionRequest) => dataProvider.previewDistribution(sent),
    onSuccess: (answer, sent) => setPreviewed({ key: JSON.stringify(sent), plan: answer }),
    onError: (error) => notifyFailure('app.distribution.preview.failed', error),
  });
  const apply = useMutation({
    mutationFn: () => dataProvider.applyDistribution(request),
    onSuccess: (done) => {
      notify('app.distribution.apply.done', { type: 'success', messageArgs: { n: done.assigned } });
      setPreviewed(null);
      void queryClient.invalidateQueries({ queryKey: ['distribution'] });
      onApplied?.();
    },
    onError: (error) => notifyFailure('app.distribution.apply.failed', error),
    onSettled: () => setConfirming(false),
  });
  const noRecipients = !recipients.user_ids.length && !recipients.group_ids.length;
  const receiving = plan?.shares.filter((s) => s.count > 0).length ?? 0;

  return (
    <Stack spacing={2}>
      <RecipientPicker choices={choices} value={recipients} onChange={setRecipients} />
      <MethodFields value={method} onChange={setMethod} />
      <Box>
        <Button variant="outlined" disabled={noRecipients || preview.isPending} onClick={() => preview.mutate(request)}>
          {translate('app.distribution.preview.button')}
        </Button>
      </Box>
      {plan && <PreviewTable plan={plan} />}
      {plan && plan.assigned > 0 && (
        <Box>
          <Button variant="contained" disabled={apply.isPending} onClick={() => setConfirming(true)}>
            {translate('app.distribution.apply.button')}
          </Button>
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        loading={apply.isPending}
        title="app.distribution.apply.title"
        content="app.distribution.apply.confirm"
        translateOptions={{ n: plan?.assigned ?? 0, people: receiving }}
        confirm="app.distribution.apply.button"
        cancel="app.distribution.cancel"
        onConfirm={() => apply.mutate()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
