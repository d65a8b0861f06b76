import { CardContent } from '@mui/material';
import { Edit, useTranslate } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { useEditOrQueueOptions } from '../../offline/useEditOrQueue';
import { ProspectForm } from './ProspectForm';
import { ProspectPhoto } from './ProspectPhoto';

/**
 * Pessimistic, so that the server's answer (a duplicate phone, a field error) reaches the form.
 * Saved without signal, the changed fields wait on the device (offline/useEditOrQueue.ts).
 */
export default function ProspectEdit() {
  const translate = useTranslate();
  const mutationOptions = useEditOrQueueOptions('prospect', (previous) => translate('app.offline.change.prospect_edit', { name: String(previous.name ?? '') }));
  return (
    <Edit mutationMode="pessimistic" transform={withoutStaleCredit} mutationOptions={mutationOptions}>
      <CardContent sx={{ pb: 0 }}>
        <ProspectPhoto />
      </CardContent>
      <ProspectForm />
    </Edit>
  );
}
