import { useParams } from 'react-router-dom';
import { SettingPage } from '../../layout/setting/SettingPage';
import { Recipients } from '../messageHistory/BroadcastDetailPage';
import { BROADCAST_ROUTE } from './BroadcastPage';

/** /setting/broadcast/:id: the per-recipient log of one of one's broadcasts. */
export default function BroadcastRecipientsPage() {
  const { id = '' } = useParams();
  return (
    <SettingPage show="pesanSiaran" title="app.setting_menu.pesan_siaran">
      <Recipients key={id} id={id} back={{ to: BROADCAST_ROUTE, label: 'app.broadcast.back' }} exportable={false} />
    </SettingPage>
  );
}
