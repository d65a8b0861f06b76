import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { isAdministrator } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { COMPANY_QUERY } from '../company/useCompany';

/**
 * The company's rule for this queue: whether a salesperson's follow-up waits here. An Administrator
 * turns it on or off; anyone else who sees the queue reads it.
 */
export function FollowUpApprovalRule() {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const subject = useAccessSubject();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: COMPANY_QUERY, queryFn: () => dataProvider.company() });
  const change = useMutation({
    mutationFn: (followup_approval: boolean) => dataProvider.updateCompany({ followup_approval }),
    onSuccess: (saved) => {
      queryClient.setQueryData(COMPANY_QUERY, saved);
      notify('app.approval.followup_rule.saved', { type: 'success' });
    },
    onError: (error) => notifyFailure('app.approval.followup_rule.failed', error),
  });
  if (!data) return null;
  const checked = change.isPending ? Boolean(change.variables) : data.followup_approval;
  return (
    <>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Switch
            checked={checked}
            disabled={!subject || !isAdministrator(subject) || change.isPending}
            onChange={(event) => change.mutate(event.target.checked)}
          />
        }
        label={translate('app.approval.followup_rule.label')}
      />
      <Typography variant="body2" color="text.secondary">
        {translate(checked ? 'app.approval.followup_rule.on' : 'app.approval.followup_rule.off')}
      </Typography>
    </>
  );
}
