import {
  BooleanField,
  DataTable,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  useTranslate,
} from 'react-admin';
import { CATEGORY_CHOICES, labelOf } from '../../records/choices';
import { RupiahField } from '../../records/fields';
import { formatRupiah } from '../../format';
import type { Product } from '../../../domain/records';
import { useIsSmall } from '../useIsSmall';
import { ProductThumbnail } from './ProductThumbnail';

const Category = () => <SelectField source="category" choices={CATEGORY_CHOICES} />;
const Active = () => <BooleanField source="active" />;

/** /setting/Product (Motor): the motorcycles on sale and their OTR prices. */
export default function ProductList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.records.product.search')} />,
    <SelectInput key="category" source="category" choices={CATEGORY_CHOICES} />,
    <NullableBooleanInput key="active" source="active" />,
  ];
  return (
    <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false}>
      {isSmall ? (
        <SimpleList<Product>
          leftAvatar={(record) => <ProductThumbnail record={record} />}
          primaryText={(record) => `${record.name} (${record.type_code})`}
          secondaryText={(record) =>
            [
              record.variant,
              formatRupiah(record.price_otr),
              translate(labelOf(CATEGORY_CHOICES, record.category)),
              record.active ? null : translate('app.records.product.inactive'),
            ]
              .filter(Boolean)
              .join(' · ')
          }
          rowClick="edit"
        />
      ) : (
        <DataTable rowClick="edit">
          <DataTable.Col source="photo" field={ProductThumbnail} disableSort />
          <DataTable.Col source="name" />
          <DataTable.Col source="variant" />
          <DataTable.Col source="brand" />
          <DataTable.Col source="type_code" />
          <DataTable.Col source="category" field={Category} />
          <DataTable.Col source="price_otr" field={RupiahField} />
          <DataTable.Col source="active" field={Active} />
        </DataTable>
      )}
    </List>
  );
}
