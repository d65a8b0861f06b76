import { render } from '@testing-library/react';
import { http as mock, HttpResponse } from 'msw';
import { App } from '../../src/App';
import { server } from './msw';

/** The whole app, opened at `path` as a visitor would. */
export function renderApp(path: string) {
  window.history.pushState({}, '', path);
  return render(<App />);
}

export const USER_DETAIL = {
  id: 7,
  email: 'budi@majumotor.co.id',
  name: 'Budi Santoso',
  npm: 'MM-001',
  phone_number: '+6281234567890',
  photo: null,
  role_name: 'Administrator',
  id_role: 1,
  id_company: 3,
  id_group: 2,
  group_name: 'Cabang Depok',
  invited_email: null,
};

/** What a logged-in Administrator's app asks for: the user detail and the role's permission rows. */
export function answerAdministrator() {
  server.use(
    mock.post('/api/user/v1/user/detail', () => HttpResponse.json({ data: [USER_DETAIL] })),
    mock.post('/api/user/v1/roles/get_permission', () =>
      HttpResponse.json({
        data: ['user_management', 'groups', 'Roles'].map((name_module) => ({
          name_module,
          access: 'enabled',
          import: 'none',
          export: 'Not Set',
        })),
      }),
    ),
  );
}
