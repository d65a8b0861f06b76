/** English texts of working without signal (app.offline.*); the same keys as id.ts. */
export const offlineEnglish = {
  offline: {
    notice: 'No signal. What you see was last saved on this device; it refreshes when the signal returns.',
    queued: 'Saved on this device. It is sent by itself when the signal returns.',
    sent: '%{smart_count} change from this device was sent. |||| %{smart_count} changes from this device were sent.',
    refused: '%{smart_count} change was refused by the server and needs a look. |||| %{smart_count} changes were refused by the server and need a look.',
    unanswered:
      '%{smart_count} change was sent over %{hours} hours ago without an answer and needs a look. |||| %{smart_count} changes were sent over %{hours} hours ago without an answer and need a look.',
    photo_lost:
      '%{smart_count} visit was sent without its photo, which is no longer on this device. |||| %{smart_count} visits were sent without their photos, which are no longer on this device.',
    change: {
      prospect: 'New prospect %{name}',
      prospect_edit: 'Changes to prospect %{name}',
      order_edit: 'Changes to %{number}',
      follow_up: 'Follow-up of %{name}',
      status: 'Status of %{name} to %{status}',
      visit: 'Visit (%{purpose})',
    },
    outbox: {
      button: '%{smart_count} change not sent yet |||| %{smart_count} changes not sent yet',
      title: 'Changes on this device',
      intro: 'Made without signal. Those waiting are sent by themselves, in order, when the signal returns.',
      made_at: 'Made %{moment}',
      waiting: 'Waiting for signal',
      refused: 'Refused by the server: %{reason}',
      unanswered: 'Sent over %{hours} hours ago without an answer, so it may have been recorded. Check first, then send it again or discard it.',
      photo_lost: 'The visit was sent, but its photo is no longer on this device. Add the photo on the visit’s page.',
      add_photo: 'Add photo',
      add_photo_label: 'Add photo to %{label}',
      fix: 'Correct',
      fix_label: 'Correct %{label}',
      resend: 'Send again',
      resend_label: 'Send %{label} again',
      discard: 'Discard',
      discard_label: 'Discard %{label}',
      discard_question: 'Discard "%{label}"? It will not be sent, and cannot be brought back.',
      close: 'Close',
    },
  },
};
