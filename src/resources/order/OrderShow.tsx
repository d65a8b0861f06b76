import { CardContent, Typography } from '@mui/material';
import {
  EditButton,
  Labeled,
  NumberField,
  SelectField,
  Show,
  TextField,
  TopToolbar,
  useGetIdentity,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { ORDER_STATUS_CHOICES, ORDER_STATUS_COLORS, PAYMENT_CHOICES } from '../../records/choices';
import { DecisionSection } from '../../records/DecisionFields';
import { CreditTermsFields, DateTimeField, DayField, MemberField, ProductField, ProspectField, RupiahField } from '../../records/fields';
import { FieldGrid, Section } from '../../records/layout';
import { formatRupiah } from '../../format';
import { orderTotal } from '../../../domain/instalment';
import { StatusChip } from '../../records/StatusChip';
import type { Order } from '../../../domain/records';
import { DeliveryDateButton } from './DeliveryDateButton';
import { LeasingApplicationsSection } from '../../pages/credit/applications/LeasingApplicationsSection';
import { SpkSection } from '../../pages/credit/spk/SpkSection';

/** Only its seller may change an order, and only while it waits (the server's rule); its delivery day, later too. */
function OrderActions() {
  const record = useRecordContext<Order>();
  const { identity } = useGetIdentity();
  const editable = record?.status === 'pending' && identity !== undefined && identity.id === record.id_user;
  return (
    <TopToolbar>
      <DeliveryDateButton />
      {editable ? <EditButton /> : null}
    </TopToolbar>
  );
}

function TotalField() {
  const record = useRecordContext<Order>();
  return record ? <span>{formatRupiah(orderTotal(record))}</span> : null;
}

function Title() {
  const record = useRecordContext<Order>();
  const translate = useTranslate();
  return (
    <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
      {translate('app.records.order.title', { number: record?.number ?? '' })}
    </Typography>
  );
}

/** /order/:id: the SPK with every amount in Rupiah, and the validator's decision. */
export default function OrderShow() {
  return (
    <Show actions={<OrderActions />}>
      <CardContent>
        <Title />
        <FieldGrid>
          <Labeled source="status">
            <StatusChip choices={ORDER_STATUS_CHOICES} colors={ORDER_STATUS_COLORS} />
          </Labeled>
          <Labeled source="id_prospect">
            <ProspectField source="id_prospect" />
          </Labeled>
          <Labeled source="id_user">
            <MemberField source="id_user" />
          </Labeled>
          <Labeled source="created_at">
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled source="delivery_date">
            <DayField source="delivery_date" />
          </Labeled>
        </FieldGrid>
        <Section title="app.records.order.section_item">
          <FieldGrid>
            <Labeled source="id_product">
              <ProductField source="id_product" />
            </Labeled>
            <Labeled source="colour">
              <TextField source="colour" />
            </Labeled>
            <Labeled source="qty">
              <NumberField source="qty" />
            </Labeled>
            <Labeled source="price">
              <RupiahField source="price" />
            </Labeled>
            <Labeled source="discount">
              <RupiahField source="discount" />
            </Labeled>
            <Labeled label="resources.order.fields.total">
              <TotalField />
            </Labeled>
          </FieldGrid>
        </Section>
        <Section title="app.records.order.section_payment">
          <FieldGrid>
            <Labeled source="payment">
              <SelectField source="payment" choices={PAYMENT_CHOICES} />
            </Labeled>
            <CreditTermsFields withInstalment />
          </FieldGrid>
        </Section>
        <LeasingApplicationsSection />
        <SpkSection />
        <DecisionSection title="app.records.order.section_decision" />
      </CardContent>
    </Show>
  );
}
