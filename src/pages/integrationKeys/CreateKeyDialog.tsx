import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useDataProvider, useTranslate } from 'react-admin';
import { INTEGRATION_KEY_CLOSED_MODULES } from '../../../domain/permissions';
import type { AppDataProvider } from '../../dataProvider';
import type { CreatedIntegrationKey } from '../../dataProvider/integrationKeysApi';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { matrixOf, type MatrixRow } from '../../resources/permission/matrix';
import { MatrixTable } from '../../resources/permission/MatrixTable';

type KeyValues = { name: string; expiry: string; rows: MatrixRow[] };

/** A date chosen in the form expires at the end of that day in West Indonesia Time. */
const endOfDay = (date: string) => (date ? `${date}T23:59:59+07:00` : null);

type Props = { open: boolean; onClose: () => void; onCreated: (created: CreatedIntegrationKey) => void };

/** The create dialog: a name, the rights (the Hak Akses matrix, every module closed to begin with) and an optional expiry. */
export function CreateKeyDialog({ open, onClose, onCreated }: Props) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.integration_keys.${key}`);
  const dataProvider = useDataProvider<AppDataProvider>();
  const notifyFailure = useNotifyFailure();
  const form = useForm<KeyValues>({ defaultValues: { name: '', expiry: '', rows: matrixOf([]) } });
  const create = useMutation({
    mutationFn: (values: KeyValues) =>
      dataProvider.createIntegrationKey({ name: values.name.trim(), permissions: values.rows, expires_at: endOfDay(values.expiry) }),
    onSuccess: (created) => {
      form.reset();
      onCreated(created);
    },
    onError: (error) => notifyFailure('app.integration_keys.create_failed', error),
  });
  const nameError = form.formState.errors.name;
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="create-key-title" fullWidth maxWidth="md">
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit((values) => create.mutate(values))}>
          <DialogTitle id="create-key-title">{t('create_title')}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2, pt: 1 }}>
              <TextField
                label={t('name')}
                required
                autoFocus
                helperText={nameError ? nameError.message : t('name_help')}
                error={Boolean(nameError)}
                {...form.register('name', { validate: (value) => value.trim() !== '' || translate('ra.validation.required') })}
              />
              <TextField
                type="date"
                label={t('expires_at')}
                helperText={t('expiry_help')}
                slotProps={{ inputLabel: { shrink: true } }}
                {...form.register('expiry')}
              />
              <Alert severity="info">{t('closed_note')}</Alert>
              <MatrixTable roleName={t('matrix_label')} lockedModules={INTEGRATION_KEY_CLOSED_MODULES} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('cancel')}</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              {t('save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
