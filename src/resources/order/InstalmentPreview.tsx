import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useGetOne, useTranslate } from 'react-admin';
import { formatRupiah } from '../../format';
import { orderTotal, quoteCredit, type OrderAmounts } from '../../../domain/instalment';
import type { LeasingPartner, Product } from '../../../domain/records';
import { instalmentOf } from '../../records/money';
import { refusalText } from '../../pages/credit/refusalText';

type Watched = [OrderAmounts['price'], OrderAmounts['qty'], OrderAmounts['discount'], OrderAmounts['down_payment'], OrderAmounts['tenor'], unknown, unknown, unknown];

/** A record the form names by id, once loaded (the pickers' own requests usually have it cached). */
function usePicked<T extends { id: number }>(resource: string, id: unknown): T | undefined {
  const { data } = useGetOne<T>(resource, { id: id as number }, { enabled: typeof id === 'number' });
  return typeof id === 'number' ? data : undefined;
}

function Line({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography component="dt" variant="body2">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

/**
 * The total and, for credit, the monthly instalment as the server will compute them, updated while
 * typing. The server's answer after saving is what counts.
 */
export function InstalmentPreview() {
  const translate = useTranslate();
  const [price, qty, discount, down_payment, tenor, payment, id_leasing_partner, id_product] = useWatch({
    name: ['price', 'qty', 'discount', 'down_payment', 'tenor', 'payment', 'id_leasing_partner', 'id_product'],
  }) as Watched;
  const partner = usePicked<LeasingPartner>('setting/leasing', id_leasing_partner);
  const motor = usePicked<Product>('setting/Product', id_product);
  const amounts = { price, qty, discount, down_payment, tenor };
  const total = orderTotal(amounts);
  // With a partner, its offer (the simulation's formula, as the server prices it); else the default rate.
  const quote = partner && tenor && down_payment !== null && down_payment !== undefined ? quoteCredit(partner, { price: total, down_payment, tenor, motor }) : undefined;
  const instalment = payment !== 'kredit' ? undefined : partner ? (quote?.ok ? quote.instalment : undefined) : instalmentOf(amounts);
  return (
    <Box
      role="status"
      aria-label={translate('app.records.order.preview')}
      sx={{ p: 2, mb: 2, borderRadius: 1, bgcolor: 'action.hover', width: '100%', maxWidth: 480 }}
    >
      <Box component="dl" sx={{ m: 0 }}>
        <Line label={translate('app.records.order.total')} value={formatRupiah(total)} />
        {payment === 'kredit' ? (
          <>
            <Line label={translate('app.records.order.financed')} value={formatRupiah(quote?.ok ? quote.financed : Math.max(total - (down_payment ?? 0), 0))} />
            <Line
              label={translate('app.records.order.instalment_per_month', { tenor: tenor ?? '-' })}
              value={instalment === undefined ? '-' : formatRupiah(instalment)}
            />
            {quote?.ok ? <Line label={translate('app.leasing.simulation.first_payment')} value={formatRupiah(quote.first_payment)} /> : null}
          </>
        ) : null}
      </Box>
      {quote && !quote.ok ? (
        <Typography variant="body2" color="error">
          {partner?.short_name}: {refusalText(quote, translate)}
        </Typography>
      ) : null}
      {payment === 'kredit' ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.records.order.instalment_note')}
        </Typography>
      ) : null}
    </Box>
  );
}
