import type { SeedDemoOptions } from '../../../server/seed';

/** What a test file's database starts as: migrated and empty, or with the demo dealer seeded. */
export type Template = 'empty' | 'demo';

/** The demo dealer's first Administrator; every demo user shares the password. */
export const DEMO_ADMIN: SeedDemoOptions = { adminEmail: 'admin@majumotor.co.id', adminPassword: 'demo-rahasia-1' };
