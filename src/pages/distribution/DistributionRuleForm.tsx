import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { DistributionRule } from '../../dataProvider/distributionTypes';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { MethodFields } from './MethodFields';
import { RecipientPicker } from './RecipientPicker';
import { useRecipientChoices } from './useRecipientChoices';

const RULE_KEY = ['distribution', 'rule'];

/** The company's standing rule: new prospects (imports with owner 'rule', an administrator's unassigned ones) go out by it. */
export function DistributionRuleForm() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({ queryKey: RULE_KEY, queryFn: () => dataProvider.distributionRule() });
  // Keyed by the saved rule, so the form starts again from what the server keeps.
  return data ? <RuleForm key={JSON.stringify(data)} saved={data} /> : null;
}

function RuleForm({ saved }: { saved: DistributionRule }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const choices = useRecipientChoices();
  const [rule, setRule] = useState<DistributionRule>(saved);
  const save = useMutation({
    mutationFn: () => dataProvider.saveDistributionRule(rule),
    onSuccess: (stored) => {
      queryClient.setQueryData(RULE_KEY, stored);
      notify('app.distribution.rule.saved', { type: 'success' });
    },
    onError: (error) => notifyFailure('app.distribution.rule.failed', error),
  });
  return (
    <Stack spacing={2} component="form" onSubmit={(event) => (event.preventDefault(), save.mutate())}>
      <Typography variant="body2" color="text.secondary">
        {translate('app.distribution.rule.help')}
      </Typography>
      <FormControlLabel
        control={<Switch checked={rule.active} onChange={(event) => setRule({ ...rule, active: event.target.checked })} />}
        label={translate('app.distribution.rule.active')}
      />
      <RecipientPicker choices={choices} value={rule} onChange={(recipients) => setRule({ ...rule, ...recipients })} />
      <MethodFields value={rule} onChange={(method) => setRule({ ...rule, ...method })} />
      <Box>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {translate('app.distribution.rule.save')}
        </Button>
      </Box>
    </Stack>
  );
}
