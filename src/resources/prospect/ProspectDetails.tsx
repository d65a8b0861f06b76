import { Box, Link, Stack, Typography } from '@mui/material';
import { Labeled, SelectField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { PAYMENT_CHOICES, PROSPECT_STATUS_CHOICES, PROSPECT_STATUS_COLORS, SOURCE_CHOICES } from '../../records/choices';
import { CreditTermsFields, OwnerField, DateTimeField, PhoneField, ProductField } from '../../records/fields';
import { FieldGrid } from '../../records/layout';
import { StatusChip } from '../../records/StatusChip';
import { formatPhone, whatsappLink } from '../../../domain/phoneFormat';
import type { Prospect } from '../../../domain/records';
import { placeLinks, pointOf } from '../../pages/maps/placeLinks';
import { addressLine } from './address';
import { ProspectPhoto } from './ProspectPhoto';

/** The WhatsApp number, opening a chat with it. */
function WhatsAppField({ source }: { source: 'whatsapp'; label?: string }) {
  const record = useRecordContext<Prospect>();
  const number = record?.[source];
  if (!number) return null;
  return (
    <Link href={whatsappLink(number)} target="_blank" rel="noopener noreferrer">
      {formatPhone(number)}
    </Link>
  );
}

function AddressField() {
  const record = useRecordContext<Prospect>();
  const translate = useTranslate();
  if (!record) return null;
  const place = addressLine(record);
  const point = pointOf(record);
  return (
    <Stack>
      <Typography variant="body2">{place || '-'}</Typography>
      {point ? (
        <Link href={placeLinks.googlePlace(point)} target="_blank" rel="noopener noreferrer">
          {translate('app.records.location.open_map')}
        </Link>
      ) : null}
    </Stack>
  );
}

/** Everything known about a prospect, beside its photo. */
export function ProspectDetails() {
  const record = useRecordContext<Prospect>();
  if (!record) return null;
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
      <ProspectPhoto />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
          <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {record.name}
          </Typography>
          <StatusChip choices={PROSPECT_STATUS_CHOICES} colors={PROSPECT_STATUS_COLORS} />
        </Stack>
        <FieldGrid>
          <Labeled source="phone">
            <PhoneField source="phone" />
          </Labeled>
          <Labeled source="whatsapp">
            <WhatsAppField source="whatsapp" />
          </Labeled>
          <Labeled source="source">
            <SelectField source="source" choices={SOURCE_CHOICES} />
          </Labeled>
          <Labeled source="id_user">
            <OwnerField source="id_user" />
          </Labeled>
          <Labeled source="id_product">
            <ProductField source="id_product" />
          </Labeled>
          <Labeled source="payment">
            <SelectField source="payment" choices={PAYMENT_CHOICES} />
          </Labeled>
          <CreditTermsFields />
          <Labeled source="next_follow_up">
            <DateTimeField source="next_follow_up" />
          </Labeled>
          <Labeled source="created_at">
            <DateTimeField source="created_at" />
          </Labeled>
          <Labeled label="resources.prospect.fields.address">
            <AddressField />
          </Labeled>
          <Labeled source="notes">
            <TextField source="notes" sx={{ whiteSpace: 'pre-line' }} />
          </Labeled>
        </FieldGrid>
      </Box>
    </Stack>
  );
}
