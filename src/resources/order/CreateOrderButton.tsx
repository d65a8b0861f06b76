import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Link } from 'react-router-dom';
import { Button } from '@mui/material';
import { useCanAccess, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { Prospect } from '../../../domain/records';

/**
 * 'Buat order' from the prospect in context: the order form opens with the prospect and what the
 * customer wanted (motorcycle, payment, credit terms). The values travel in `?source=`, react-admin's
 * way of prefilling a create form, so the link also survives a reload.
 */
export function CreateOrderButton() {
  const prospect = useRecordContext<Prospect>();
  const createPath = useCreatePath();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'order', action: 'create' });
  if (!prospect || !canAccess) return null;
  const source = {
    id_prospect: prospect.id,
    id_product: prospect.id_product ?? undefined,
    payment: prospect.payment ?? 'cash',
    ...(prospect.payment === 'kredit'
      ? { leasing: prospect.leasing, down_payment: prospect.down_payment, tenor: prospect.tenor }
      : {}),
  };
  const to = `${createPath({ resource: 'order', type: 'create' })}?source=${encodeURIComponent(JSON.stringify(source))}`;
  return (
    <Button component={Link} to={to} size="small" startIcon={<ReceiptLongIcon />}>
      {translate('app.records.order.create_from_prospect')}
    </Button>
  );
}
