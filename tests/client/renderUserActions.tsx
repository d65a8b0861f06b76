import { RecordContextProvider } from 'react-admin';
import { UserStatusActions } from '../../src/resources/users/UserStatusActions';
import { renderInAdmin } from './approval/admin';
import { USER_DETAIL } from './renderApp';

/** Kelola Pengguna's edit page actions for `user`, as the signed-in user of the role `roleName` with user management. */
export const renderUserActions = (user: Record<string, unknown>, roleName = USER_DETAIL.role_name) =>
  renderInAdmin(
    <RecordContextProvider value={user}>
      <UserStatusActions />
    </RecordContextProvider>,
    '/setting/users/21',
    ['user_management'],
    roleName,
  );
