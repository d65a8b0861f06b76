import DashboardIcon from '@mui/icons-material/Dashboard';
import { Menu } from 'react-admin';

/** /dashboard is a custom route, so react-admin's menu does not list it by itself. */
export const AppMenu = () => (
  <Menu>
    <Menu.Item to="/dashboard" primaryText="app.menu.dashboard" leftIcon={<DashboardIcon />} />
    <Menu.ResourceItems />
  </Menu>
);
