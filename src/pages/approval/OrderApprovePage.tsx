import { DataTable, FunctionField, ReferenceField, TextField, useTranslate } from 'react-admin';
import { ApprovalList } from './ApprovalList';
import { CreatedAtCol, PersonCol, ProspectCol } from './columns';
import { OrderPayment } from './OrderPayment';
import { QUEUES } from './queues';
import { orderTotal } from '../../../domain/instalment';
import { formatRupiah } from '../../format';

/** /setting/orderApprove: SPKs waiting for validation; an approved one makes its prospect a Deal. */
export default function OrderApprovePage() {
  const translate = useTranslate();
  return (
    <ApprovalList queue={QUEUES.order}>
      <DataTable.Col source="number" label="app.approval.column.number" />
      <PersonCol source="id_user" label="app.approval.column.sales" />
      <ProspectCol />
      <DataTable.Col source="id_product" label="app.approval.column.product" disableSort>
        <ReferenceField source="id_product" reference="setting/Product" link={false}>
          <TextField source="name" />
        </ReferenceField>
        {/* Colour and quantity under the model keep the row narrow enough for its buttons. */}
        <FunctionField
          component="div"
          variant="body2"
          color="text.secondary"
          render={(record) =>
            record.colour ? translate('app.approval.unit', { colour: record.colour, qty: record.qty }) : translate('app.approval.units', { qty: record.qty })
          }
        />
      </DataTable.Col>
      <DataTable.Col
        label="app.approval.column.total"
        render={(record) => formatRupiah(orderTotal(record))}
      />
      <DataTable.Col label="app.approval.column.payment">
        <OrderPayment />
      </DataTable.Col>
      <CreatedAtCol />
    </ApprovalList>
  );
}
