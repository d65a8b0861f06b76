import { useState } from 'react';
import type { DecisionRequest } from '../../dataProvider/types';
import { useDecide } from './useDecide';

/** A decision asked for in a dialog: the dialog closes once the server has answered. */
export function useDecisionDialog() {
  const [open, setOpen] = useState(false);
  const { mutate, isPending } = useDecide();
  const close = () => setOpen(false);
  return {
    open,
    isPending,
    show: () => setOpen(true),
    close,
    decide: (request: DecisionRequest) => mutate(request, { onSettled: close }),
  };
}
