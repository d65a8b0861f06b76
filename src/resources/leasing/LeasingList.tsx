import { BooleanField, DataTable, List, NullableBooleanInput, SearchInput, SimpleList, useRecordContext, useTranslate } from 'react-admin';
import type { LeasingPartner } from '../../../domain/records';
import { useIsSmall } from '../useIsSmall';
import { LeasingListActions } from './OfferFileActions';
import { UnmappedLeasing } from './UnmappedLeasing';

type Translate = ReturnType<typeof useTranslate>;

/** An offer in a line: its tenors and the span of its rates ('Tenor 11, 23, 35 bulan · bunga 21–22,5%'). */
function offerSummary(partner: LeasingPartner, translate: Translate) {
  if (!partner.rates.length) return translate('app.leasing.no_offer');
  const rates = partner.rates.map((r) => r.rate);
  const [low, high] = [Math.min(...rates), Math.max(...rates)].map((n) => n.toLocaleString('id-ID'));
  return translate('app.leasing.offer_summary', {
    tenors: partner.rates.map((r) => r.tenor).join(', '),
    rates: low === high ? `${low}%` : `${low}–${high}%`,
  });
}

function Offer() {
  const record = useRecordContext<LeasingPartner>();
  const translate = useTranslate();
  return record ? <>{offerSummary(record, translate)}</> : null;
}

const Active = () => <BooleanField source="active" />;

/** /setting/leasing (Mitra Leasing): the finance companies and their current offers. */
export default function LeasingList() {
  const isSmall = useIsSmall();
  const translate = useTranslate();
  const filters = [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('app.leasing.search')} />,
    <NullableBooleanInput key="active" source="active" />,
  ];
  return (
    <>
      <UnmappedLeasing />
      <List filters={filters} sort={{ field: 'name', order: 'ASC' }} exporter={false} actions={<LeasingListActions />}>
        {isSmall ? (
          <SimpleList<LeasingPartner>
            primaryText={(record) => `${record.short_name} · ${record.name}`}
            secondaryText={(record) =>
              [offerSummary(record, translate), record.active ? null : translate('app.leasing.inactive')].filter(Boolean).join(' · ')
            }
            rowClick="edit"
          />
        ) : (
          <DataTable rowClick="edit">
            <DataTable.Col source="short_name" />
            <DataTable.Col source="name" />
            <DataTable.Col source="contact_name" />
            <DataTable.Col source="rates" label="resources.setting/leasing.fields.offer" field={Offer} disableSort />
            <DataTable.Col source="active" field={Active} />
          </DataTable>
        )}
      </List>
    </>
  );
}
