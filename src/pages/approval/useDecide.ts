import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { isSessionError } from '../../dataProvider/http';
import { failureMessage } from '../../layout/useNotifyFailure';
import { announcePengajuanChanged } from '../../notifications/pengajuanChanged';
import type { DecisionRequest } from '../../dataProvider/types';
import { useApprovalQueue } from './queues';

/**
 * Sends a decision on the queue around the caller, then says what the server answered, drops the
 * decided rows from the selection, reloads the list and tells the setting menu's chips. A failure
 * reloads too: a 409 means someone else already decided, and the list should show it.
 */
export function useDecide() {
  const queue = useApprovalQueue();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const { selectedIds, onSelect } = useListContext();
  // The server's own words: shown as they are, not looked up in the catalogue.
  const say = (text: string, type: 'success' | 'error') => notify(text, { type, messageArgs: { _: text } });

  return useMutation({
    mutationFn: (request: DecisionRequest) => dataProvider.decide(queue.resource, request),
    onSuccess: (message, { ids }) => {
      say(message ?? translate('app.approval.decided'), 'success');
      onSelect(selectedIds.filter((id) => !ids.includes(id)));
    },
    onError: (error) => {
      // A lost session is announced by the http layer and explained on the login page.
      if (!isSessionError(error)) say(failureMessage(error, translate), 'error');
    },
    onSettled: () => {
      refresh();
      announcePengajuanChanged(queue.kind);
    },
  });
}
