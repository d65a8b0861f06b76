import { Box, Button, Card, CardContent, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Loading, useGetList, useRequireAccess, useTranslate } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import { SettingPageFrame } from '../../layout/setting/SettingPage';
import { PermissionMatrix, type MatrixRole } from '../../resources/permission/PermissionMatrix';

const ROLES = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } } as const;

/**
 * /setting/permission/role?id=N (docs/product.md): choose a role, set its matrix. The role list
 * links here; without `id` the page asks for a role. Open to whoever may edit roles (Roles), as
 * the role's edit page is.
 */
export default function RolePermissionPage() {
  const translate = useTranslate();
  const { isPending: accessPending } = useRequireAccess({ resource: 'setting/permission', action: 'edit' });
  const [params, setParams] = useSearchParams();
  const [dirty, setDirty] = useState(false);
  const { data: roles, isPending } = useGetList<MatrixRole>('setting/permission', ROLES, { enabled: !accessPending });
  if (accessPending || isPending) return <Loading />;

  const id = params.get('id') ?? '';
  const role = roles?.find((r) => String(r.id) === id);
  return (
    <SettingPageFrame title="app.permissions.page_title">
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <TextField
              select
              label={translate('app.permissions.choose_role')}
              value={role ? id : ''}
              onChange={(event) => setParams({ id: event.target.value })}
              disabled={dirty}
              helperText={dirty ? translate('app.permissions.unsaved_lock') : undefined}
              sx={{ minWidth: 220, maxWidth: '100%' }}
            >
              <MenuItem value="" disabled>
                {translate('app.permissions.choose_role_prompt')}
              </MenuItem>
              {roles?.map((r) => (
                <MenuItem key={r.id} value={String(r.id)}>
                  {r.name}
                </MenuItem>
              ))}
            </TextField>
            {role && (
              <Button component={Link} to={`/setting/permission/${encodeURIComponent(role.id)}`}>
                {translate('app.permissions.edit_role')}
              </Button>
            )}
          </Box>
          {role ? (
            <PermissionMatrix key={role.id} role={role} onDirtyChange={setDirty} />
          ) : (
            <Typography color="text.secondary">
              {translate(id ? 'app.permissions.role_not_found' : 'app.permissions.choose_role_hint')}
            </Typography>
          )}
        </CardContent>
      </Card>
    </SettingPageFrame>
  );
}
