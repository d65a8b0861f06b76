import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { SettingPage } from '../../layout/setting/SettingPage';

/** /setting/users_register (Undang Pengguna): invite by email into a role and group, and follow the invitations. */
export default function InvitationsPage() {
  return (
    <SettingPage show="kelolaPengguna" title="app.setting_menu.undang_pengguna">
      <InviteForm />
      <InvitationList />
    </SettingPage>
  );
}
