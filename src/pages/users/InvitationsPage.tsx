import { InvitationList } from './InvitationList';
import { InviteForm } from './InviteForm';
import { UserManagementPage } from './UserManagementPage';

/** /setting/users_register (Undang Pengguna): invite by email into a role and group, and follow the invitations. */
export default function InvitationsPage() {
  return (
    <UserManagementPage title="app.setting_menu.undang_pengguna">
      <InviteForm />
      <InvitationList />
    </UserManagementPage>
  );
}
