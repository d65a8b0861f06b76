import { seedDemo } from '../../../server/seed';
import { apiClient } from './api';
import { DEMO_ADMIN } from './databaseTemplates';
import { startTestApp, type TestApp, type TestAppOptions } from './testApp';

export const DEMO_PASSWORD = DEMO_ADMIN.adminPassword;

type DemoUser = { id: number; name: string; email: string; id_role: number; id_group: number | null; id_company: number; role: string };

/**
 * Seeds the demo dealer (nothing to do on a database that started from the demo template) and logs
 * in a user of the given role, answering their session and API client.
 */
export async function demoCompany(t: TestApp) {
  await seedDemo(t.database, DEMO_ADMIN);
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

export type Demo = Awaited<ReturnType<typeof demoCompany>>;

/** A demo user signed in: their row, their token and an API client that sends it. */
export type Session = Awaited<ReturnType<Demo['loginAs']>>;

/**
 * The real app on a fresh database with the demo dealer, and its first Administrator, Supervisor
 * and Sales signed in. A login ends the user's other sessions (docs/sessions-and-access.md): a file
 * that logs one of these three in again uses the new session.
 */
export async function startDemoApp(options?: TestAppOptions) {
  const t = await startTestApp({ template: 'demo', ...options });
  const demo = await demoCompany(t);
  const admin = await demo.loginAs('Administrator');
  const supervisor = await demo.loginAs('Supervisor');
  const sales = await demo.loginAs('Sales');
  return { t, demo, admin, supervisor, sales };
}

/** Signed in: a salesperson of the supervisor's group, and one of another group (scope tests). */
export async function salesInAndOutOfGroup(demo: Demo, supervisor: Session) {
  const salesOf = demo.users.filter((u) => u.role === 'Sales');
  const inGroup = await demo.loginAs('Sales', salesOf.findIndex((u) => u.id_group === supervisor.id_group));
  const outsider = await demo.loginAs('Sales', salesOf.findIndex((u) => u.id_group !== null && u.id_group !== supervisor.id_group));
  return { inGroup, outsider };
}
