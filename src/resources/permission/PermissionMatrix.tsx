import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormProvider, useForm, useFormState } from 'react-hook-form';
import { useDataProvider, useNotify, useTranslate, useWarnWhenUnsavedChanges, type Identifier } from 'react-admin';
import { ADMINISTRATOR } from '../../../domain/permissions';
import { refreshAccess } from '../../authProvider/refreshAccess';
import { getStoredUser } from '../../authProvider/session';
import type { AppDataProvider } from '../../dataProvider';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { matrixOf, type MatrixRow } from './matrix';
import { MatrixTable, type MatrixValues } from './MatrixTable';

export type MatrixRole = { id: Identifier; name: string };

type Props = {
  role: MatrixRole;
  /** Told whether the matrix holds unsaved changes (the role chooser waits for them). */
  onDirtyChange?: (dirty: boolean) => void;
};

/** Asks before a navigation drops unsaved changes (inside the form's provider, which it reads). */
function WarnOnLeave() {
  useWarnWhenUnsavedChanges(true);
  return null;
}

function MatrixForm({ role, rows, onDirtyChange }: Props & { rows: MatrixRow[] }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const form = useForm<MatrixValues>({ defaultValues: { rows } });
  const { isDirty } = useFormState({ control: form.control });
  useEffect(() => onDirtyChange?.(isDirty), [isDirty, onDirtyChange]);

  const save = useMutation({
    mutationFn: (values: MatrixValues) => dataProvider.saveRolePermissions(role.id, values.rows),
    onSuccess: (saved) => {
      queryClient.setQueryData(['rolePermissions', role.id], saved);
      form.reset({ rows: matrixOf(saved) });
      notify('app.permissions.saved', { type: 'success', messageArgs: { role: role.name } });
      // One's own role: the menus follow at once, whether or not the live stream is up.
      if (getStoredUser()?.id_role === role.id) void refreshAccess(queryClient);
    },
    onError: (error) => notifyFailure('app.permissions.save_failed', error),
  });

  return (
    <FormProvider {...form}>
      <WarnOnLeave />
      <Box component="form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        {role.name === ADMINISTRATOR && (
          <Alert severity="info" sx={{ mb: 1 }}>
            {translate('app.permissions.administrator_note')}
          </Alert>
        )}
        <MatrixTable roleName={role.name} />
        <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
          <Button type="submit" variant="contained" disabled={!isDirty || save.isPending}>
            {translate('app.permissions.save')}
          </Button>
          <Button onClick={() => form.reset()} disabled={!isDirty || save.isPending}>
            {translate('app.permissions.reset')}
          </Button>
        </Stack>
      </Box>
    </FormProvider>
  );
}

/**
 * The Hak Akses matrix of one role (docs/product.md): every module's access, import and export in
 * one table, saved in one PUT. Leaving with unsaved changes asks first.
 */
export function PermissionMatrix({ role, onDirtyChange }: Props) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isError } = useQuery({
    queryKey: ['rolePermissions', role.id],
    queryFn: () => dataProvider.rolePermissions(role.id),
  });
  return (
    <section aria-labelledby="permission-matrix-title">
      <Typography id="permission-matrix-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {translate('app.permissions.matrix_title')}
      </Typography>
      {isError ? (
        <Alert severity="error">{translate('app.permissions.load_failed')}</Alert>
      ) : data ? (
        <MatrixForm role={role} rows={matrixOf(data)} onDirtyChange={onDirtyChange} />
      ) : (
        <LinearProgress aria-label={translate('ra.page.loading')} />
      )}
    </section>
  );
}
