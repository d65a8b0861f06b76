import { useRecordContext, useTranslate } from 'react-admin';
import { formatRupiah } from '../../format';

/** Cash, or the credit terms: leasing, down payment, tenor and the monthly instalment. */
export function OrderPayment() {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.payment !== 'kredit') return <>{translate('app.approval.payment.cash')}</>;
  const money = (value: unknown) => (typeof value === 'number' ? formatRupiah(value) : '-');
  return (
    <>
      {translate('app.approval.payment.kredit', {
        leasing: record.leasing ?? '',
        down_payment: money(record.down_payment),
        tenor: record.tenor ?? '-',
        instalment: money(record.instalment),
      })}
    </>
  );
}
