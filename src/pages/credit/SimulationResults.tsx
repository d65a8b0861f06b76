import { Box, Card, CardContent, Chip, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SimulatedOffer } from '../../../domain/instalment';
import { refusalText } from './refusalText';
import { formatRupiah } from '../../format';

/** Those that can finance it first, cheapest first; the others after, with why not. */
const byCost = (a: SimulatedOffer, b: SimulatedOffer) => {
  if (a.quote.ok && b.quote.ok) return a.quote.total_paid - b.quote.total_paid;
  return Number(b.quote.ok) - Number(a.quote.ok);
};

function OfferCard({ offer }: { offer: SimulatedOffer }) {
  const translate = useTranslate();
  const { quote } = offer;
  return (
    <Card variant="outlined" component="li" sx={{ listStyle: 'none', borderColor: offer.cheapest ? 'success.main' : undefined, borderWidth: offer.cheapest ? 2 : 1 }}>
      <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {offer.short_name}
          </Typography>
          {offer.cheapest ? <Chip size="small" color="success" label={translate('app.leasing.simulation.cheapest')} /> : null}
        </Box>
        {quote.ok ? (
          <>
            <Typography variant="h6" component="p">
              {formatRupiah(quote.instalment)}{' '}
              <Typography component="span" variant="body2">
                {translate('app.leasing.simulation.per_month')}
              </Typography>
            </Typography>
            <Typography variant="body2">
              {translate('app.leasing.simulation.first_payment')}: {formatRupiah(quote.first_payment)}
            </Typography>
            <Typography variant="body2">
              {translate('app.leasing.simulation.total_paid')}: {formatRupiah(quote.total_paid)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {translate('app.leasing.simulation.rate', { rate: quote.rate.toLocaleString('id-ID') })}
            </Typography>
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {refusalText(quote, translate)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** Every partner's answer side by side (one column on a phone), the cheapest marked. */
export function SimulationResults({ offers }: { offers: readonly SimulatedOffer[] }) {
  const translate = useTranslate();
  return (
    <Box
      component="ul"
      aria-label={translate('app.leasing.simulation.results')}
      sx={{ display: 'grid', gap: 1, p: 0, m: 0, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}
    >
      {[...offers].sort(byCost).map((offer) => (
        <OfferCard key={offer.id_leasing_partner} offer={offer} />
      ))}
    </Box>
  );
}
