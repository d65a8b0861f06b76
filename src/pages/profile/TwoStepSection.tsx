import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Alert, Button, Dialog, DialogContent, DialogTitle, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, PasswordInput, SaveButton, useNotify, useTranslate } from 'react-admin';
import type { TwoStepSetup, TwoStepStatus } from '../../../domain/schemas/securityRules';
import { securityApi } from '../../dataProvider/securityApi';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageSection } from '../../layout/PageSection';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { fieldErrorsAfter } from '../../profile/profileQuery';
import { fieldErrorsOf } from '../../records/errors';
import { AuthenticatorSetup } from '../security/twoStep/AuthenticatorSetup';
import { CodeInput } from '../security/twoStep/CodeInput';
import { RecoveryCodes } from '../security/twoStep/RecoveryCodes';

export const TWO_STEP_QUERY = ['two-step'] as const;

/** Turning it off: with the password or a code, after saying what follows. */
function DisableDialog({ status, onClose }: { status: TwoStepStatus; onClose(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const send = async (values: Record<string, unknown>) => {
    const proof = values.code ? { code: String(values.code).trim() } : { password: String(values.password ?? '') };
    const errors = await fieldErrorsAfter(
      securityApi.disableTwoStep(proof).then((saved) => {
        queryClient.setQueryData(TWO_STEP_QUERY, saved);
        notify('app.security.setup.disabled', { type: 'success' });
        onClose();
      }),
    );
    // The current password's refusal names `current_password`; this form calls it `password`.
    return errors?.current_password ? { password: errors.current_password } : errors;
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby="two-step-disable-title" fullWidth maxWidth="xs">
      <DialogTitle id="two-step-disable-title">{translate('app.security.setup.disable_title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.security.setup.disable_intro')}
        </Typography>
        {status.required ? <Alert severity="info" sx={{ mb: 1 }}>{translate('app.security.setup.disable_required')}</Alert> : null}
        <Form onSubmit={send} disableInvalidFormNotification>
          <PasswordInput source="password" label="app.security.setup.password" autoComplete="current-password" fullWidth />
          <CodeInput validate={undefined} />
          <Stack direction="row" spacing={1}>
            <SaveButton label="app.security.setup.disable" icon={<LockOpenIcon />} color="warning" alwaysEnable />
            <Button onClick={onClose}>{translate('app.security.setup.cancel')}</Button>
          </Stack>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/** Profil's two-step login: set up an authenticator (QR, key, a code), see the recovery codes once, or turn it off. */
export function TwoStepSection() {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: TWO_STEP_QUERY, queryFn: securityApi.twoStep, retry: false });
  const [setup, setSetup] = useState<TwoStepSetup>();
  const [codes, setCodes] = useState<string[]>();
  const [disabling, setDisabling] = useState(false);
  const start = useMutation({ mutationFn: securityApi.startTwoStep, onSuccess: setSetup, onError: (error) => notifyFailure('app.security.setup.failed', error) });
  const confirm = async (code: string) => {
    try {
      setCodes(await securityApi.confirmTwoStep(code));
      setSetup(undefined);
      return undefined;
    } catch (error) {
      const errors = fieldErrorsOf(error);
      if (!Object.keys(errors).length) notifyFailure('app.security.setup.failed', error);
      return errors;
    }
  };
  const finished = () => {
    setCodes(undefined);
    void queryClient.invalidateQueries({ queryKey: TWO_STEP_QUERY });
  };

  return (
    <PageSection title="app.security.setup.title" intro="app.security.setup.intro">
      {status.isPending ? (
        <LinearProgress aria-label={translate('app.security.loading')} />
      ) : status.isError ? (
        <LoadFailure error={status.error} message="app.security.load_failed" onRetry={() => void status.refetch()} />
      ) : codes ? (
        <RecoveryCodes codes={codes} onDone={finished} />
      ) : setup ? (
        <>
          <AuthenticatorSetup setup={setup} onConfirm={confirm} />
          <Button onClick={() => setSetup(undefined)} sx={{ mt: 1 }}>
            {translate('app.security.setup.cancel')}
          </Button>
        </>
      ) : (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {status.data.required && !status.data.enabled ? <Alert severity="warning">{translate('app.security.setup.required')}</Alert> : null}
          <Typography>
            {status.data.enabled ? translate('app.security.setup.on', { count: status.data.recovery_codes_left }) : translate('app.security.setup.off')}
          </Typography>
          {status.data.enabled ? (
            <Button color="warning" onClick={() => setDisabling(true)}>
              {translate('app.security.setup.disable')}
            </Button>
          ) : (
            <Button variant="contained" disabled={start.isPending} onClick={() => start.mutate()}>
              {translate('app.security.setup.start')}
            </Button>
          )}
        </Stack>
      )}
      {disabling && status.data ? <DisableDialog status={status.data} onClose={() => setDisabling(false)} /> : null}
    </PageSection>
  );
}
