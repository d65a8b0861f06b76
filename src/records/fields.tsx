import { Link } from '@mui/material';
import { Labeled, ReferenceField, ReferenceFieldClasses, TextField, useRecordContext, useTranslate, type FieldProps } from 'react-admin';
import { formatDateTime, formatDay, formatRupiah } from '../format';
import { formatPhone } from '../../domain/phoneFormat';
import { TAP_TARGET } from './tapTarget';

/** Props every field here takes: its source, and the label DataTable and Labeled read. */
type SourceFieldProps = Pick<FieldProps, 'source' | 'label'> & { source: string };

const valueOf = (record: Record<string, unknown> | undefined, source: string) => record?.[source];

/** An amount in Rupiah. */
export function RupiahField({ source }: SourceFieldProps) {
  const value = valueOf(useRecordContext(), source);
  return typeof value === 'number' ? <span>{formatRupiah(value)}</span> : null;
}

/** A credit term in months: '17 bln'. */
function TenorField({ source }: SourceFieldProps) {
  const translate = useTranslate();
  const value = valueOf(useRecordContext(), source);
  return typeof value === 'number' ? <span>{translate('app.records.credit.months', { months: value })}</span> : null;
}

/** A moment as DD-MM-YYYY HH:mm (docs/product.md). */
export function DateTimeField({ source }: SourceFieldProps) {
  const value = valueOf(useRecordContext(), source);
  return typeof value === 'string' && value ? <span>{formatDateTime(value)}</span> : null;
}

/** A day alone as DD-MM-YYYY. */
export function DayField({ source }: SourceFieldProps) {
  const value = valueOf(useRecordContext(), source);
  return typeof value === 'string' && value ? <span>{formatDay(value)}</span> : null;
}

/** A phone number as Indonesians read it (0853-0604-5797), that dials when tapped; the tap does not open the row around it. */
export function PhoneField({ source }: SourceFieldProps) {
  const value = valueOf(useRecordContext(), source);
  if (typeof value !== 'string' || !value) return null;
  return (
    <Link href={`tel:${value}`} onClick={(event) => event.stopPropagation()} underline="hover" sx={TAP_TARGET}>
      {formatPhone(value)}
    </Link>
  );
}

/** The name of a colleague (owner, requester, decider) from the members lookup every user may read. */
export function MemberField({ source }: SourceFieldProps) {
  return (
    <ReferenceField source={source} reference="members" link={false}>
      <TextField source="name" />
    </ReferenceField>
  );
}

/** A prospect's owner, or 'Belum dibagikan' while it waits in List Distribusi. */
export function OwnerField({ source }: SourceFieldProps) {
  const translate = useTranslate();
  return (
    <ReferenceField source={source} reference="members" link={false} emptyText={translate('resources.prospect.fields.unassigned')}>
      <TextField source="name" />
    </ReferenceField>
  );
}

/** The name of a motorcycle. */
export function ProductField({ source }: SourceFieldProps) {
  return (
    <ReferenceField source={source} reference="setting/Product" link={false}>
      <TextField source="name" />
    </ReferenceField>
  );
}

/**
 * A prospect by name, linked to its page; one the user may not see yet (a collaboration
 * request on a colleague's prospect) shows its number.
 */
export function ProspectField({ source }: SourceFieldProps) {
  const id = valueOf(useRecordContext(), source);
  return (
    <ReferenceField
      source={source}
      reference="prospect"
      link="show"
      empty={id == null ? null : <span>#{String(id)}</span>}
      sx={{ [`& .${ReferenceFieldClasses.link}`]: TAP_TARGET }}
    >
      <TextField source="name" />
    </ReferenceField>
  );
}

/** The credit terms of a prospect or an order (with its instalment), shown only for credit. */
export function CreditTermsFields({ withInstalment = false }: { withInstalment?: boolean }) {
  const record = useRecordContext<{ payment?: string | null }>();
  if (record?.payment !== 'kredit') return null;
  return (
    <>
      <Labeled source="leasing">
        <TextField source="leasing" />
      </Labeled>
      <Labeled source="down_payment">
        <RupiahField source="down_payment" />
      </Labeled>
      <Labeled source="tenor">
        <TenorField source="tenor" />
      </Labeled>
      {withInstalment ? (
        <Labeled source="instalment">
          <RupiahField source="instalment" />
        </Labeled>
      ) : null}
    </>
  );
}
