import HandshakeIcon from '@mui/icons-material/Handshake';
import { Button } from '@mui/material';
import { useCanAccess, useCreate, useNotify, useRedirect, useTranslate } from 'react-admin';
import { messageOf } from '../../records/errors';

/**
 * 'Ajukan kolaborasi': asks to work a prospect someone else owns — from the duplicate-phone
 * message of the prospect form, or from a colleague's prospect page. One tap; the owner decides.
 */
export function RequestCollabButton({ prospectId }: { prospectId: number }) {
  const [create, { isPending }] = useCreate();
  const notify = useNotify();
  const redirect = useRedirect();
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource: 'collab', action: 'create' });
  if (!canAccess) return null;
  const request = () =>
    create(
      'collab',
      { data: { id_prospect: prospectId } },
      {
        onSuccess: (created) => {
          notify('app.records.collab.requested', { type: 'success' });
          redirect('show', 'collab', created.id);
        },
        onError: (error) => notify(messageOf(error), { type: 'error' }),
      },
    );
  return (
    <Button onClick={request} disabled={isPending} variant="outlined" size="small" startIcon={<HandshakeIcon />}>
      {translate('app.records.collab.request')}
    </Button>
  );
}
