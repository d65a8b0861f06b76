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
  },
};

export const templateResourcesEnglish: typeof templateResourcesIndonesian = {
  'setting/template': {
    name: 'Message template |||| Message templates',
    fields: { name: 'Template name', body: 'Message', active: 'Active', updated_at: 'Updated' },
  },
};
