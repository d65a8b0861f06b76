import TuneIcon from '@mui/icons-material/Tune';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { MatrixRole } from './PermissionMatrix';

/** The role list's way to /setting/permission/role?id=N, the role's matrix. */
export function MatrixLink() {
  const translate = useTranslate();
  const role = useRecordContext<MatrixRole>();
  if (!role) return null;
  return (
    <Button
      component={Link}
      to={`/setting/permission/role?id=${encodeURIComponent(role.id)}`}
      size="small"
      startIcon={<TuneIcon />}
      aria-label={translate('app.permissions.open_matrix_label', { role: role.name })}
      // The row itself opens the edit page.
      onClick={(event) => event.stopPropagation()}
    >
      {translate('app.permissions.open_matrix')}
    </Button>
  );
}
