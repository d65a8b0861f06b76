import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { company, role, rolePermission } from '../../db/schema';
import { addDefaultChatStatuses } from '../chat/defaultStatuses';
import { DEFAULT_PERMISSIONS, DEFAULT_ROLE_DESCRIPTIONS, DEFAULT_ROLE_NAMES, type DefaultRoleName } from './defaultPermissions';

type Company = typeof company.$inferSelect;
export type Role = typeof role.$inferSelect;

type NewCompanyInput = { name: string; code?: string; address?: string; phone?: string };

/** Letters and digits that cannot be misread when dictated or typed: no 0/O, no 1/I. */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;
const MAX_CODE_ATTEMPTS = 20;

const generateCompanyCode = (): string =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export async function unusedCompanyCode(tx: Executor): Promise<string> {
  for (let attempt = 0; attempt < MAX_CODE_ATTEMPTS; attempt++) {
    const code = generateCompanyCode();
    const taken = await tx.select({ id: company.id }).from(company).where(eq(company.code, code)).limit(1);
    if (taken.length === 0) return code;
  }
  throw new Error('Could not find an unused company code');
}

/** A dealer with its three default roles, their permission rows and the default chat statuses; run it inside a transaction. */
export async function createCompanyWithDefaults(
  tx: Executor,
  input: NewCompanyInput,
): Promise<{ company: Company; roles: Record<DefaultRoleName, Role> }> {
  const code = input.code ?? (await unusedCompanyCode(tx));
  const [created] = await tx
    .insert(company)
    .values({ name: input.name, code, address: input.address, phone: input.phone })
    .returning();

  const insertedRoles = await tx
    .insert(role)
    .values(
      DEFAULT_ROLE_NAMES.map((name) => ({
        id_company: created.id,
        name,
        description: DEFAULT_ROLE_DESCRIPTIONS[name],
      })),
    )
    .returning();
  const roles = Object.fromEntries(insertedRoles.map((r) => [r.name, r])) as Record<DefaultRoleName, Role>;

  await tx.insert(rolePermission).values(
    DEFAULT_ROLE_NAMES.flatMap((name) =>
      DEFAULT_PERMISSIONS[name].map((permission) => ({
        id_company: created.id,
        id_role: roles[name].id,
        ...permission,
      })),
    ),
  );

  await addDefaultChatStatuses(tx, created.id);
  return { company: created, roles };
}
