import { CardContent } from '@mui/material';
import { Edit } from 'react-admin';
import { withoutStaleCredit } from '../../records/CreditFields';
import { ProspectForm } from './ProspectForm';
import { ProspectPhoto } from './ProspectPhoto';

/** Pessimistic, so that the server's answer (a duplicate phone, a field error) reaches the form. */
export default function ProspectEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="show" transform={withoutStaleCredit}>
      <CardContent sx={{ pb: 0 }}>
        <ProspectPhoto />
      </CardContent>
      <ProspectForm />
    </Edit>
  );
}
