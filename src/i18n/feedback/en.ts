import type { feedbackIndonesian, feedbackResourcesIndonesian } from './id';

/** English texts of Beri Masukan and Masukan Pengguna: the same keys as id.ts. */
export const feedbackEnglish: typeof feedbackIndonesian = {
  feedback: {
    title: 'Send feedback',
    intro: 'Tell us what we could do better. The page you are on is sent along.',
    message: 'Feedback',
    message_help: '%{min} to %{max} characters.',
    too_short: 'Feedback needs at least %{min} characters.',
    send: 'Send',
    cancel: 'Cancel',
    sent: 'Thank you for your feedback.',
    send_failed: 'Could not send the feedback: %{message}',
    empty: 'No feedback yet.',
    unread: 'Unread',
    read: 'Read',
    mark_read: 'Mark as read',
    mark_read_label: 'Mark the feedback from %{name} as read',
    marked: 'Feedback marked as read.',
    from_page: 'From page %{page}',
    someone_gone: 'Deleted user',
  },
};

export const feedbackResourcesEnglish: typeof feedbackResourcesIndonesian = {
  'setting/masukan': { name: 'User feedback', fields: { unread: 'Unread only' } },
};
