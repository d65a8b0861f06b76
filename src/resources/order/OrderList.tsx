import { List } from 'react-admin';
import { ORDER_STATUS_CHOICES } from '../../records/choices';
import { ListActionsWithExport } from '../../records/ListActionsWithExport';
import { OpenById } from '../../records/OpenById';
import { StatusTabs } from '../../records/StatusTabs';
import { OrderTable } from './OrderTable';
import { useOrderFilters } from './useOrderFilters';

function OrderListView() {
  const filters = useOrderFilters();
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActionsWithExport mapPath="/mapbok" guide="order" />}>
      <StatusTabs choices={ORDER_STATUS_CHOICES} />
      <OrderTable />
    </List>
  );
}

/** /order; /order?id=N (a notification's link) opens order N instead. */
export default function OrderList() {
  return (
    <OpenById>
      <OrderListView />
    </OpenById>
  );
}
