import { useWatch } from 'react-hook-form';
import {
  AutocompleteInput,
  DateTimeInput,
  NumberInput,
  ReferenceInput,
  type AutocompleteInputProps,
  type DateTimeInputProps,
  type NumberInputProps,
} from 'react-admin';
import { formatRupiah } from '../format';

/** The local time a person typed, sent as an instant so the server reads it in the right zone. */
const toInstant = (value: string | null) => (value ? new Date(value).toISOString() : null);

export const MomentInput = (props: DateTimeInputProps) => <DateTimeInput parse={toInstant} {...props} />;

/** A whole-rupiah amount, with the amount spelled in Rupiah under it so zeros are not miscounted. */
export function RupiahInput({ helperText, ...props }: NumberInputProps) {
  const value: unknown = useWatch({ name: props.source });
  return (
    <NumberInput
      step={1000}
      min={0}
      helperText={typeof value === 'number' && value > 0 ? formatRupiah(value) : helperText}
      {...props}
    />
  );
}

/** A choice left empty is sent as null, which the server reads as "none" ('' is not a valid id or code). */
export const emptyToNull = (value: unknown) => (value === '' ? null : value);

type ReferencePickerProps = Omit<AutocompleteInputProps, 'source'> & { source: string };

/** A colleague from the members lookup (owners, requesters); `scope` narrows it, e.g. to a group. */
export function MemberInput({ source, scope, ...props }: ReferencePickerProps & { scope?: Record<string, unknown> }) {
  return (
    <ReferenceInput source={source} reference="members" filter={scope} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" parse={emptyToNull} {...props} />
    </ReferenceInput>
  );
}

const productLabel = (product: { name?: string; type_code?: string }) =>
  product.type_code ? `${product.name} (${product.type_code})` : (product.name ?? '');

/** A motorcycle on sale (active products only). */
export function ProductInput({ source, ...props }: ReferencePickerProps) {
  return (
    <ReferenceInput source={source} reference="setting/Product" filter={{ active: true }} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText={productLabel} parse={emptyToNull} {...props} />
    </ReferenceInput>
  );
}

/** An order's leasing partner: the active ones, by name; an order keeps one made inactive since. */
export function LeasingPartnerInput(props: Omit<ReferencePickerProps, 'source'>) {
  return (
    <ReferenceInput source="id_leasing_partner" reference="setting/leasing" filter={{ active: true }} sort={{ field: 'name', order: 'ASC' }}>
      <AutocompleteInput optionText="name" parse={emptyToNull} {...props} />
    </ReferenceInput>
  );
}
