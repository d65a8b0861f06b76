import { USER_STATUSES } from '../../../domain/vocabularies';

/** The status codes of a user (docs/database.md), with their Indonesian labels' keys. */
export const USER_STATUS_CHOICES = USER_STATUSES.map((id) => ({ id, name: `app.user_status.${id}` }));
