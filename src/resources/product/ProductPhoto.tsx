import { Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Product } from '../../../domain/records';
import { RecordPhoto } from '../../records/RecordPhoto';
import { Section } from '../../records/layout';

/** The motorcycle's photo in its form: uploaded on its own, so only once the motorcycle exists. */
export function ProductPhoto() {
  const record = useRecordContext<Product>();
  const translate = useTranslate();
  return (
    <Section title="resources.setting/Product.fields.photo">
      {record?.id ? (
        <RecordPhoto resource="setting/Product" record={record} alt={record.name} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('app.records.product.photo_after_save')}
        </Typography>
      )}
    </Section>
  );
}
