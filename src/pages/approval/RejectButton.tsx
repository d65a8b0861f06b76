import CloseIcon from '@mui/icons-material/Close';
import { Button } from 'react-admin';
import type { DecisionButtonProps } from './ApproveButton';
import { RejectDialog } from './RejectDialog';
import { useDecisionDialog } from './useDecisionDialog';

/** 'Tolak', with the reason asked for in a dialog. */
export function RejectButton({ ids }: DecisionButtonProps) {
  const { open, isPending, show, close, decide } = useDecisionDialog();
  return (
    <>
      <Button label="app.approval.reject" color="error" onClick={show} disabled={isPending}>
        <CloseIcon />
      </Button>
      <RejectDialog
        open={open}
        count={ids.length}
        isPending={isPending}
        onClose={close}
        onConfirm={(reason) => decide({ decision: 'reject', ids, body: { reason } })}
      />
    </>
  );
}
