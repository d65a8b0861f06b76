import { seedDemo } from '../../../server/db/seed';
import { apiClient } from './api';
import type { TestApp } from './testApp';

export const DEMO_PASSWORD = 'demo-rahasia-1';

type DemoUser = { id: number; name: string; email: string; id_role: number; id_group: number | null; id_company: number; role: string };

/** Seeds the demo dealer and logs in a user of the given role, answering their session and API client. */
export async function demoCompany(t: TestApp) {
  await seedDemo(t.database, { adminEmail: 'admin@majumotor.co.id', adminPassword: DEMO_PASSWORD });
  const users = await t.database.query<DemoUser>(
    `select u.id, u.name, u.email, u.id_role, u.id_group, u.id_company, r.name as role
       from app_user u join role r on r.id = u.id_role
      where u.status = 'active' order by u.id`,
  );
  const loginAs = async (role: 'Administrator' | 'Supervisor' | 'Sales', index = 0) => {
    const person = users.filter((u) => u.role === role)[index];
    const response = await apiClient(t.app).json('POST', '/api/user/v1/auth/login', { email: person.email, password: DEMO_PASSWORD });
    if (response.statusCode !== 200) throw new Error(`login ${person.email}: ${response.body}`);
    const token = response.json().data[0].token as string;
    return { ...person, token, api: apiClient(t.app, token) };
  };
  return { users, loginAs };
}
