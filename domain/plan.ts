/** The limits a company's plan may set (docs/plans.md); each is null in the plan for no limit. */
export const PLAN_LIMITS = ['users', 'prospects', 'whatsapp_numbers', 'storage_mb'] as const;
export type PlanLimit = (typeof PLAN_LIMITS)[number];

/** How close to a limit the page starts warning: 90 % of it used. */
export const PLAN_WARNING_SHARE = 0.9;

/** Storage is limited in whole megabytes and shown in them, to one decimal. */
export const BYTES_PER_MB = 1024 * 1024;
export const megabytesOf = (bytes: number) => Math.ceil((bytes / BYTES_PER_MB) * 10) / 10;
