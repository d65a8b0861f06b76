import CheckIcon from '@mui/icons-material/Check';
import { Button, useRecordContext } from 'react-admin';
import type { DecisionButtonProps } from './ApproveButton';
import { RegistrationApproveDialog } from './RegistrationApproveDialog';
import { useDecisionDialog } from './useDecisionDialog';

/** 'Setujui' for a registration: the newcomer gets the role and group chosen in the dialog. */
export function RegistrationApproveButton({ ids }: DecisionButtonProps) {
  const record = useRecordContext();
  const { open, isPending, show, close, decide } = useDecisionDialog();
  if (!record) return null;
  return (
    <>
      <Button label="app.approval.approve" color="success" onClick={show} disabled={isPending}>
        <CheckIcon />
      </Button>
      <RegistrationApproveDialog
        open={open}
        person={record}
        isPending={isPending}
        onClose={close}
        onConfirm={(placement) => decide({ decision: 'approve', ids, body: placement })}
      />
    </>
  );
}
