import CheckIcon from '@mui/icons-material/Check';
import { Button, Confirm, type Identifier } from 'react-admin';
import { useDecisionDialog } from './useDecisionDialog';

export type DecisionButtonProps = { ids: readonly Identifier[] };

/** 'Setujui', after a confirmation that says how many requests it decides. */
export function ApproveButton({ ids }: DecisionButtonProps) {
  const { open, isPending, show, close, decide } = useDecisionDialog();
  return (
    <>
      <Button label="app.approval.approve" color="success" onClick={show} disabled={isPending}>
        <CheckIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="app.approval.approve_title"
        content="app.approval.approve_confirm"
        contentTranslateOptions={{ n: ids.length }}
        confirm="app.approval.approve"
        cancel="app.approval.cancel"
        onConfirm={() => decide({ decision: 'approve', ids })}
        onClose={close}
      />
    </>
  );
}
