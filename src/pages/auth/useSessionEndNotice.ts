import { useEffect } from 'react';
import { useNotify } from 'react-admin';
import { takeSessionEndReason } from '../../authProvider/session';

/** Shows, once, why the last session ended (docs/product.md). */
export function useSessionEndNotice() {
  const notify = useNotify();
  useEffect(() => {
    const reason = takeSessionEndReason();
    if (reason) notify(reason, { type: 'error', messageArgs: { _: reason } });
  }, [notify]);
}
