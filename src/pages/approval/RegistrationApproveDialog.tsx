import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useGetList, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { failureMessage } from '../../layout/useNotifyFailure';
import { ChoiceField } from './ChoiceField';

/** Where the newcomer is placed: `POST /api/user/v1/users/:id/approve {id_role, id_group}`. */
type Placement = { id_role: Identifier; id_group: Identifier | null };

type RegistrationApproveDialogProps = {
  open: boolean;
  person: RaRecord;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (placement: Placement) => void;
};

export function RegistrationApproveDialog({ open, onClose, ...form }: RegistrationApproveDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      {/* Inside the dialog: the roles and groups load when it opens, and each opening starts afresh. */}
      <PlacementForm onClose={onClose} {...form} />
    </Dialog>
  );
}

const ALL_BY_NAME = { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' as const } };

function PlacementForm({ person, isPending, onClose, onConfirm }: Omit<RegistrationApproveDialogProps, 'open'>) {
  const translate = useTranslate();
  const roles = useGetList('setting/permission', ALL_BY_NAME);
  const groups = useGetList('setting/group', ALL_BY_NAME);
  // The registration already carries the role it joined with (Sales), and maybe a group.
  const [role, setRole] = useState<Identifier | ''>(person.id_role ?? '');
  const [group, setGroup] = useState<Identifier | ''>(person.id_group ?? '');
  const [submitted, setSubmitted] = useState(false);
  // A company without groups places people without one.
  const needsGroup = (groups.data?.length ?? 0) > 0;
  const roleMissing = role === '';
  const groupMissing = needsGroup && group === '';
  // Roles and groups are read with the Roles and groups modules: without them the server refuses, and says so.
  const problem = (list: { error: unknown }, missing: boolean, key: string) =>
    list.error ? failureMessage(list.error, translate) : submitted && missing ? translate(key) : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (roleMissing || groupMissing) return;
    onConfirm({ id_role: role, id_group: group === '' ? null : group });
  };

  return (
    <form onSubmit={submit} noValidate>
      <DialogTitle>{translate('app.approval.registration.title', { name: person.name })}</DialogTitle>
      <DialogContent>
        <ChoiceField
          label={translate('app.approval.registration.role')}
          value={role}
          onChange={setRole}
          options={roles.data}
          error={problem(roles, roleMissing, 'app.approval.registration.role_required')}
        />
        <ChoiceField
          label={translate('app.approval.registration.group')}
          value={group}
          onChange={setGroup}
          options={groups.data}
          error={problem(groups, groupMissing, 'app.approval.registration.group_required')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.approval.cancel')}</Button>
        <Button type="submit" color="success" variant="contained" disabled={isPending || roles.isPending}>
          {translate('app.approval.approve')}
        </Button>
      </DialogActions>
    </form>
  );
}
