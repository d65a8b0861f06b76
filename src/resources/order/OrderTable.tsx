import { DataTable, SelectField, SimpleList } from 'react-admin';
import { ORDER_STATUS_CHOICES, ORDER_STATUS_COLORS, PAYMENT_CHOICES } from '../../records/choices';
import { DateTimeField, ProductField, ProspectField } from '../../records/fields';
import { formatRupiah } from '../../format';
import { orderTotal } from '../../../domain/instalment';
import { BesideName, StatusChip } from '../../records/StatusChip';
import type { Order } from '../../../domain/records';
import { useIsSmall } from '../useIsSmall';

const Status = () => <StatusChip choices={ORDER_STATUS_CHOICES} colors={ORDER_STATUS_COLORS} />;
const Payment = () => <SelectField source="payment" choices={PAYMENT_CHOICES} />;
const total = (record: Order) => formatRupiah(orderTotal(record));

/** Orders (SPK) with their totals in Rupiah and validation status. */
export function OrderTable({ withProspect = true }: { withProspect?: boolean }) {
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <SimpleList<Order>
        primaryText={(record) => record.number}
        secondaryText={total}
        tertiaryText={
          <BesideName>
            <Status />
          </BesideName>
        }
        rowClick="show"
      />
    );
  }
  return (
    <DataTable<Order> bulkActionButtons={false} rowClick="show">
      <DataTable.Col source="number" />
      {withProspect ? <DataTable.Col source="id_prospect" field={ProspectField} /> : null}
      <DataTable.Col source="id_product" field={ProductField} />
      <DataTable.Col source="price" label="resources.order.fields.total" render={total} disableSort />
      <DataTable.Col source="payment" field={Payment} />
      <DataTable.Col source="status" field={Status} />
      <DataTable.Col source="created_at" field={DateTimeField} />
    </DataTable>
  );
}
