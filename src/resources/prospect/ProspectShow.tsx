import { Card, CardContent } from '@mui/material';
import { EditButton, Show, TopToolbar, useGetIdentity, useRecordContext } from 'react-admin';
import type { Prospect } from '../../../domain/records';
import { RequestCollabButton } from '../collab/RequestCollabButton';
import { RecordFollowUpButton } from '../followup/RecordFollowUpButton';
import { ChatWhatsAppButton } from '../../pages/chat/ChatWhatsAppButton';
import { CreateOrderButton } from '../order/CreateOrderButton';
import { CreditSimulationButton } from '../../pages/credit/CreditSimulationButton';
import { DirectionsButton } from './DirectionsButton';
import { ProspectDetails } from './ProspectDetails';
import { ProspectRelated } from './ProspectRelated';

/** Someone who sees a prospect they do not own (a supervisor, a collaborator) may ask to work it. */
function CollabAction() {
  const record = useRecordContext<Prospect>();
  const { identity } = useGetIdentity();
  if (!record || !identity || identity.id === record.id_user) return null;
  return <RequestCollabButton prospectId={record.id} />;
}

function ProspectActions() {
  return (
    <TopToolbar sx={{ flexWrap: 'wrap' }}>
      <RecordFollowUpButton />
      <CreditSimulationButton />
      <CreateOrderButton />
      <ChatWhatsAppButton />
      <DirectionsButton />
      <CollabAction />
      <EditButton />
    </TopToolbar>
  );
}

export default function ProspectShow() {
  return (
    <Show actions={<ProspectActions />} component="div">
      <Card>
        <CardContent>
          <ProspectDetails />
        </CardContent>
      </Card>
      <ProspectRelated />
    </Show>
  );
}
