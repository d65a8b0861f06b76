import { MenuItem, Stack, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { formatRupiah } from '../../format';
import type { DownPaymentMode, SimulationAsk } from './useSimulationAsk';

/** A whole number typed in a field, or null while it is empty. */
const wholeNumber = (text: string) => (text.trim() === '' ? null : Math.max(0, Math.round(Number(text)) || 0));

/** The motorcycle, its price, the down payment (rupiah or percent) and the tenor, thumb-sized. */
export function SimulationInputs({ ask }: { ask: SimulationAsk }) {
  const translate = useTranslate();
  const tenorLabel = useId();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.leasing.simulation.${key}`, args);
  const switchMode = (mode: DownPaymentMode | null) => {
    if (!mode || mode === ask.mode) return;
    ask.setDownPayment(mode === 'amount' ? ask.down_payment : ask.price ? Math.round((ask.down_payment / ask.price) * 100) : 0);
    ask.setMode(mode);
  };
  return (
    <Stack sx={{ gap: 2 }}>
      <TextField
        select
        label={t('motor')}
        value={ask.motor?.id ?? ''}
        onChange={(event) => ask.pickMotor(event.target.value === '' ? null : Number(event.target.value))}
      >
        {ask.motors.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={t('price')}
        type="number"
        slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, step: 100_000 } }}
        value={ask.price || ''}
        onChange={(event) => ask.setPrice(wholeNumber(event.target.value))}
        helperText={ask.price ? formatRupiah(ask.price) : t('price_help')}
      />
      <Stack direction="row" sx={{ gap: 1, alignItems: 'flex-start' }}>
        <TextField
          sx={{ flex: 1 }}
          label={ask.mode === 'amount' ? t('down_payment') : t('down_payment_percent')}
          type="number"
          slotProps={{ htmlInput: { inputMode: 'numeric', min: 0, step: ask.mode === 'amount' ? 100_000 : 1 } }}
          value={ask.typedDownPayment}
          onChange={(event) => ask.setDownPayment(wholeNumber(event.target.value) ?? 0)}
          helperText={formatRupiah(ask.down_payment)}
        />
        <ToggleButtonGroup exclusive size="small" value={ask.mode} onChange={(_event, mode: DownPaymentMode | null) => switchMode(mode)} aria-label={t('down_payment_mode')} sx={{ mt: 1 }}>
          <ToggleButton value="amount">{t('in_rupiah')}</ToggleButton>
          <ToggleButton value="percent">{t('in_percent')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <div>
        <Typography id={tenorLabel} variant="body2" sx={{ mb: 0.5 }}>
          {t('tenor')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={ask.tenor}
          onChange={(_event, tenor: number | null) => tenor !== null && ask.setTenor(tenor)}
          aria-labelledby={tenorLabel}
          sx={{ flexWrap: 'wrap' }}
        >
          {ask.tenors.map((tenor) => (
            <ToggleButton key={tenor} value={tenor} sx={{ minWidth: 56 }}>
              {t('months', { months: tenor })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
    </Stack>
  );
}
