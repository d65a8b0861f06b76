import { DateInput, SearchInput, SelectInput, useTranslate } from 'react-admin';
import { ORDER_STATUS_CHOICES, PAYMENT_CHOICES } from '../../records/choices';
import { MemberInput, ProductInput } from '../../records/inputs';

/** The server-side filters of the order list, also those of the orders on /mapbok. */
export function useOrderFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.records.order.search')} />,
    <SelectInput key="status" source="status" choices={ORDER_STATUS_CHOICES} />,
    <MemberInput key="id_user" source="id_user" />,
    <SelectInput key="payment" source="payment" choices={PAYMENT_CHOICES} />,
    <ProductInput key="id_product" source="id_product" />,
    <DateInput key="created_from" source="created_from" />,
    <DateInput key="created_to" source="created_to" />,
  ];
}
