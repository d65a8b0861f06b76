import type { templateIndonesian, templateResourcesIndonesian } from './id';

/** English texts of Pengaturan Template, with the same keys as id.ts. */
export const templateEnglish: typeof templateIndonesian = {
  template: {
    search: 'Search name or text',
    inactive: 'Inactive',
    empty: 'No message templates yet. Create the first one to use in chats and broadcasts.',
    placeholders: 'Insert prospect data',
    insert: 'Insert %{placeholder}',
    body_help: 'Type {nama}, {motor}, etc. or click a button below to insert prospect data.',
    unknown: 'Unknown placeholder: %{unknown}. You can use: %{known}.',
    preview: 'Preview for a sample prospect',
    preview_empty: 'The message will show here.',
    characters: '%{count} / %{max} characters',
    delete_title: 'Delete template "%{name}"?',
    delete_content: 'Broadcasts that used this template stay saved with their message text.',
    meta_column: 'Meta',
    meta_statuses: { none: 'Not sent', pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected', paused: 'Paused', disabled: 'Disabled' },
    meta: {
      title: 'Meta approval',
      intro:
        'Broadcasts through the WhatsApp Business number, and replies more than 24 hours after the customer’s last message, may only use a template Meta approved. What is sent is the saved text.',
      status: {
        none: 'Not sent to Meta yet.',
        pending: 'Waiting for Meta’s approval.',
        approved: 'Approved by Meta: it can be used for broadcasts through the WhatsApp Business number.',
        rejected: 'Rejected by Meta.',
        paused: 'Paused by Meta for low quality.',
        disabled: 'Disabled by Meta.',
      },
      reason: 'Reason: %{reason}',
      category: 'Meta category',
      categories: { marketing: 'Marketing', utility: 'Utility' },
      category_help: {
        marketing: 'Promotions, offers and invitations.',
        utility: 'News about an order, an appointment or a follow-up the customer asked for.',
      },
      send: 'Send to Meta',
      send_again: 'Send to Meta again',
      sent: 'Template sent to Meta.',
      send_failed: 'Could not send the template: %{message}',
      sync: 'Refresh statuses from Meta',
      synced: 'Template statuses refreshed from Meta.',
      sync_failed: 'Could not refresh the statuses: %{message}',
    },
  },
};

export const templateResourcesEnglish: typeof templateResourcesIndonesian = {
  'setting/template': {
    name: 'Message template |||| Message templates',
    fields: { name: 'Template name', body: 'Message', active: 'Active', updated_at: 'Updated' },
  },
};
