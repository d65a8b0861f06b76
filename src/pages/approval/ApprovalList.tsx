import type { ReactNode } from 'react';
import { DataTable, DataTableClasses, List, ListClasses, Loading } from 'react-admin';
import { settingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { TitleWithGuide } from '../../layout/GuideLink';
import { ApprovalEmpty } from './ApprovalEmpty';
import { ApproveButton } from './ApproveButton';
import { BulkDecisionButtons, RowDecisionButtons, type ApproveComponent } from './DecisionButtons';
import { ApprovalQueueContext, type ApprovalQueue } from './queues';

const NEWEST_FIRST = { field: 'created_at', order: 'DESC' } as const;

type ApprovalListProps = {
  queue: ApprovalQueue;
  /** The queue's columns (DataTable.Col); the decision buttons come beside them. */
  children: ReactNode;
  /** How a row is approved; by default after a confirmation. */
  approve?: ApproveComponent;
  /** Whether a selection can be decided at once: the server decides it in one request. */
  bulk?: boolean;
  /** What the queue shows above its list, such as the rule that fills it. */
  header?: ReactNode;
};

/**
 * An approval screen: the pending requests of a queue, newest first, paginated on the server,
 * each with 'Setujui' and 'Tolak', and the same two for the selected rows.
 */
export function ApprovalList({ queue, children, approve = ApproveButton, bulk = true, header }: ApprovalListProps) {
  const subject = useAccessSubject();
  const empty = <ApprovalEmpty />;
  if (!subject) return <Loading />;
  // A queue the menu does not offer does not exist for this user; the server refuses its decisions.
  if (!settingMenu(subject)[queue.show]) return <NotFoundPage />;
  const decisions = (
    <DataTable.Col label="app.table_actions">
      <RowDecisionButtons approve={approve} />
    </DataTable.Col>
  );
  return (
    <ApprovalQueueContext.Provider value={queue}>
      <TitleWithGuide title={queue.title} topic="persetujuan" sx={{ mt: 2 }} />
      {header}
      <List
        resource={queue.resource}
        // Apart from the resource's own list, whose filters and selection are not this queue's.
        storeKey={`approval.${queue.kind}`}
        filter={queue.filter}
        sort={NEWEST_FIRST}
        perPage={25}
        title={queue.title}
        actions={false}
        exporter={false}
        empty={empty}
        // Phones scroll the table sideways (below) instead of widening the page.
        sx={{ [`& .${ListClasses.main}`]: { minWidth: 0 } }}
      >
        <DataTable
          // A row is decided with its buttons; opening the record would leave the queue (and its dialog).
          rowClick={false}
          bulkActionButtons={bulk ? <BulkDecisionButtons /> : false}
          empty={empty}
          sx={{ [`& .${DataTableClasses.tableWrapper}`]: { overflowX: 'auto' } }}
        >
          {/* The buttons come first: a wide queue scrolls sideways, and they must stay in view. */}
          {decisions}
          {children}
        </DataTable>
      </List>
    </ApprovalQueueContext.Provider>
  );
}
