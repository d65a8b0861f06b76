import { List, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ORDER_STATUS_CHOICES, PAYMENT_CHOICES } from '../../records/choices';
import { ProductInput } from '../../records/inputs';
import { ListActionsWithExport } from '../../records/ListActionsWithExport';
import { OpenById } from '../../records/OpenById';
import { StatusTabs } from '../../records/StatusTabs';
import { OrderTable } from './OrderTable';

function OrderListView() {
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.records.order.search')} />,
    <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} />,
    <SelectInput key="payment" source="payment" choices={PAYMENT_CHOICES} />,
    <ProductInput key="id_product" source="id_product" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'created_at', order: 'DESC' }} exporter={false} actions={<ListActionsWithExport />}>
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
