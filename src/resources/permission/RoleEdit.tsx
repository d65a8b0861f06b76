import { Box, Divider } from '@mui/material';
import { Edit, useRecordContext } from 'react-admin';
import type { MatrixRole } from './PermissionMatrix';
import { PermissionMatrix } from './PermissionMatrix';
import { RoleForm } from './RoleForm';

/** Below the name and description, the role's matrix with its own save (one PUT of its rows). */
function RoleMatrix() {
  const role = useRecordContext<MatrixRole>();
  if (!role) return null;
  return (
    <>
      <Divider />
      <Box sx={{ p: 2 }}>
        <PermissionMatrix role={role} />
      </Box>
    </>
  );
}

export default function RoleEdit() {
  return (
    <Edit mutationMode="pessimistic">
      <RoleForm />
      <RoleMatrix />
    </Edit>
  );
}
