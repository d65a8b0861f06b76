import { Box, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { formatRupiah } from '../../format';
import { orderTotal, type OrderAmounts } from '../../../domain/instalment';
import { instalmentOf } from '../../records/money';

type Watched = [OrderAmounts['price'], OrderAmounts['qty'], OrderAmounts['discount'], OrderAmounts['down_payment'], OrderAmounts['tenor'], unknown];

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
  const [price, qty, discount, down_payment, tenor, payment] = useWatch({
    name: ['price', 'qty', 'discount', 'down_payment', 'tenor', 'payment'],
  }) as Watched;
  const amounts = { price, qty, discount, down_payment, tenor };
  const total = orderTotal(amounts);
  const instalment = payment === 'kredit' ? instalmentOf(amounts) : undefined;
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
            <Line label={translate('app.records.order.financed')} value={formatRupiah(Math.max(total - (down_payment ?? 0), 0))} />
            <Line
              label={translate('app.records.order.instalment_per_month', { tenor: tenor ?? '-' })}
              value={instalment === undefined ? '-' : formatRupiah(instalment)}
            />
          </>
        ) : null}
      </Box>
      {payment === 'kredit' ? (
        <Typography variant="caption" color="text.secondary">
          {translate('app.records.order.instalment_note')}
        </Typography>
      ) : null}
    </Box>
  );
}
