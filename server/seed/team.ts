import { eq } from 'drizzle-orm';
import type { Role } from '../modules/users/companySetup';
import type { DefaultRoleName } from '../modules/users/defaultPermissions';
import { group, user } from '../db/schema';
import { daysAgo, insertAll, mobilePhone, type SeedContext } from './context';

export type User = typeof user.$inferSelect;

export type Team = {
  admin: User;
  supervisors: User[];
  /** Active sales users; the ones who own prospects. */
  sales: User[];
  everyone: User[];
  /** The supervisor who decides for a user's group (the administrator when none). */
  leaderOf(member: User): User;
};

type Member = {
  name: string;
  email: string;
  role: DefaultRoleName;
  /** Index into GROUPS; null for no group. */
  group: number | null;
  status?: 'pending';
  training_done?: false;
};

const GROUPS = [
  { name: 'Cabang Dago', description: 'Dealer utama, Jl. Ir. H. Juanda (Dago)' },
  { name: 'Cabang Buah Batu', description: 'Cabang Jl. Buah Batu' },
  { name: 'Tim Pameran', description: 'Stand pameran di mal dan car free day' },
];

const DOMAIN = 'majumotor.co.id';

/** Supervisors first, in GROUPS order: each leads the group at its index. */
const MEMBERS: readonly Member[] = [
  { name: 'Asep Sunandar', email: `asep@${DOMAIN}`, role: 'Supervisor', group: 0 },
  { name: 'Rina Kurniawati', email: `rina@${DOMAIN}`, role: 'Supervisor', group: 1 },
  { name: 'Dedi Supriadi', email: `dedi@${DOMAIN}`, role: 'Supervisor', group: 2 },
  { name: 'Yudi Permana', email: `yudi@${DOMAIN}`, role: 'Sales', group: 0 },
  { name: 'Neng Rahmawati', email: `neng@${DOMAIN}`, role: 'Sales', group: 0 },
  { name: 'Fajar Nugraha', email: `fajar@${DOMAIN}`, role: 'Sales', group: 1 },
  { name: 'Dewi Anggraeni', email: `dewi@${DOMAIN}`, role: 'Sales', group: 1 },
  { name: 'Rizky Maulana', email: `rizky@${DOMAIN}`, role: 'Sales', group: 2 },
  { name: 'Intan Permatasari', email: `intan@${DOMAIN}`, role: 'Sales', group: 2, training_done: false },
  { name: 'Galih Pratama', email: `galih@${DOMAIN}`, role: 'Sales', group: null, status: 'pending' },
];

export async function seedTeam(
  ctx: SeedContext,
  input: { roles: Record<DefaultRoleName, Role>; adminEmail: string; passwordHash: string },
): Promise<Team> {
  const { tx, faker, now, companyId } = ctx;
  const groups = await insertAll(
    tx,
    group,
    GROUPS.map((g) => ({ ...g, id_company: companyId, created_at: daysAgo(now, 240) })),
  );

  const phones = new Set<string>();
  const members: Member[] = [{ name: 'Admin Demo', email: input.adminEmail, role: 'Administrator', group: null }, ...MEMBERS];
  const everyone = await insertAll(
    tx,
    user,
    members.map((m, index) => ({
      id_company: companyId,
      id_role: input.roles[m.role].id,
      id_group: m.group === null ? null : groups[m.group].id,
      email: m.email,
      name: m.name,
      npm: `MM-${String(index + 1).padStart(4, '0')}`,
      phone_number: mobilePhone(faker, phones),
      password_hash: input.passwordHash,
      status: m.status ?? 'active',
      training_done: m.status !== 'pending' && m.training_done !== false,
      created_at: m.status === 'pending' ? daysAgo(now, 1) : daysAgo(now, 240 - index),
    })),
  );

  const supervisors = everyone.filter((_, i) => members[i].role === 'Supervisor');
  for (const supervisor of supervisors) {
    await tx.update(group).set({ id_leader: supervisor.id }).where(eq(group.id, supervisor.id_group ?? -1));
  }

  const admin = everyone[0];
  return {
    admin,
    supervisors,
    sales: everyone.filter((u, i) => members[i].role === 'Sales' && u.status === 'active'),
    everyone,
    leaderOf: (member) => supervisors.find((s) => s.id_group === member.id_group) ?? admin,
  };
}
