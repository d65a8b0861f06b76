import { Chip, Stack } from '@mui/material';
import { useFormContext, useWatch } from 'react-hook-form';
import { NumberInput, TextInput, useResourceContext, useTranslate, type Validator } from 'react-admin';
import { LeasingPartnerInput, RupiahInput } from './inputs';
import { TENOR_SUGGESTIONS } from './money';
import { MAX_LENGTH, RANGES } from '../../domain/limits';
import { RUPIAH, useRules, type Rules } from './validation';

/** Required on an order ('… wajib diisi untuk pembayaran kredit.'), optional on a prospect. */
const creditRequired = (rules: Rules, label: string, required: boolean): Validator[] =>
  required ? [rules.required(label, 'credit_required')] : [];

function TenorSuggestions() {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const tenor: unknown = useWatch({ name: 'tenor' });
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', mt: -0.5, mb: 1 }}>
      {TENOR_SUGGESTIONS.map((months) => (
        <Chip
          key={months}
          label={translate('app.records.credit.months', { months })}
          color={tenor === months ? 'primary' : 'default'}
          onClick={() => setValue('tenor', months, { shouldDirty: true, shouldValidate: true })}
        />
      ))}
    </Stack>
  );
}

type CreditFieldsProps = {
  /** An order needs every credit term; a prospect may leave them open. */
  required?: boolean;
  /** Further checks of the down payment (an order's must stay below its total). */
  downPaymentRules?: Validator[];
};

/** Leasing (an order's partner, a prospect's wish as text), down payment and tenor: shown only while the payment is 'kredit'. */
export function CreditFields({ required = false, downPaymentRules = [] }: CreditFieldsProps) {
  const rules = useRules();
  const resource = useResourceContext();
  const payment: unknown = useWatch({ name: 'payment' });
  if (payment !== 'kredit') return null;
  const label = (field: string) => `resources.${resource}.fields.${field}`;
  return (
    <>
      {resource === 'order' ? (
        <LeasingPartnerInput validate={creditRequired(rules, label('id_leasing_partner'), required)} />
      ) : (
        <TextInput source="leasing" validate={rules.maxLength(label('leasing'), MAX_LENGTH.prospect.leasing)} />
      )}
      <RupiahInput
        source="down_payment"
        validate={[...creditRequired(rules, label('down_payment'), required), rules.number(label('down_payment'), RUPIAH), ...downPaymentRules]}
      />
      <div>
        <NumberInput source="tenor" validate={[...creditRequired(rules, label('tenor'), required), rules.number(label('tenor'), RANGES.tenor)]} />
        <TenorSuggestions />
      </div>
    </>
  );
}

/** Credit terms are dropped when the payment is not credit, so a switch to cash leaves none behind. */
export function withoutStaleCredit<T extends { payment?: unknown }>(data: T): T {
  if (data.payment === 'kredit') return data;
  return { ...data, leasing: null, down_payment: null, tenor: null, ...('id_leasing_partner' in data ? { id_leasing_partner: null } : {}) };
}
