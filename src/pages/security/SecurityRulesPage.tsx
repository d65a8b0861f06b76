import { LinearProgress, Stack } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { SecurityRulesChange } from '../../../domain/schemas/securityRules';
import { securityApi } from '../../dataProvider/securityApi';
import { LoadFailure } from '../../layout/LoadFailure';
import { SettingPage } from '../../layout/setting/SettingPage';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { useSavedChange } from '../../records/useSavedChange';
import { SecurityRulesForm } from './SecurityRulesForm';

const RULES_QUERY = ['security-rules'] as const;

/** The rules, asked for only once SettingPage let the Administrator in. */
function SecurityRulesContent() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const rules = useQuery({ queryKey: RULES_QUERY, queryFn: securityApi.rules, retry: false });
  const save = useSavedChange('security-rules', securityApi.saveRules, (saved) => queryClient.setQueryData(RULES_QUERY, saved), {
    saved: 'app.security.saved',
    failed: 'app.security.save_failed',
    showsFieldErrors: true,
  });
  return (
    <Stack spacing={2} sx={{ py: 2, width: '100%', maxWidth: 720, mx: 'auto' }}>
      {rules.isPending || (rules.isError && rules.isFetching) ? (
        <LinearProgress aria-label={translate('app.security.loading')} />
      ) : rules.isError ? (
        <LoadFailure error={rules.error} message="app.security.load_failed" onRetry={() => void rules.refetch()} />
      ) : (
        <SecurityRulesForm rules={rules.data} onSave={(change: SecurityRulesChange) => fieldErrorsAfter(save.mutateAsync(change))} />
      )}
    </Stack>
  );
}

/**
 * /setting/keamanan: Aturan Keamanan, the company's security rules, for the Administrator
 * (docs/product.md, docs/sessions-and-access.md). The server enforces every rule; the page only
 * sets them.
 */
export default function SecurityRulesPage() {
  return (
    <SettingPage show="aturanKeamanan" title="app.security.title">
      <SecurityRulesContent />
    </SettingPage>
  );
}
