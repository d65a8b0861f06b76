import type { ApplicationStatus } from './vocabularies';

/**
 * The states a leasing application may move to from each (docs/leasing.md): surveyed before it is
 * approved, rejected before or after the survey, cancelled at any time until it is decided either
 * way — and after an approval too, when the customer buys through another partner or not at all.
 */
export const APPLICATION_MOVES: Readonly<Record<ApplicationStatus, readonly ApplicationStatus[]>> = {
  submitted: ['survey', 'rejected', 'cancelled'],
  survey: ['approved', 'rejected', 'cancelled'],
  approved: ['cancelled'],
  rejected: [],
  cancelled: [],
};

/** An application still waiting for the partner's answer, or approved: what holds a partner for the order. */
export const OPEN_APPLICATION_STATUSES = ['submitted', 'survey', 'approved'] as const satisfies readonly ApplicationStatus[];

export const canMove = (from: ApplicationStatus, to: ApplicationStatus) => APPLICATION_MOVES[from].includes(to);

/** The documents a partner asks that the application lacks, in the partner's order. */
export const missingDocuments = (required: readonly string[], handedIn: readonly string[]) => required.filter((kind) => !handedIn.includes(kind));
