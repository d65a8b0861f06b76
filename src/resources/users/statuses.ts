/** docs/database.md: the status codes of a user, with their Indonesian labels' keys. */
export const USER_STATUSES = [
  { id: 'pending', name: 'app.user_status.pending' },
  { id: 'active', name: 'app.user_status.active' },
  { id: 'rejected', name: 'app.user_status.rejected' },
  { id: 'disabled', name: 'app.user_status.disabled' },
];
