import type { guideIndonesian } from './id';

/** English texts of Panduan Pengguna and Bantuan: the same keys as id.ts. The guide itself stays Indonesian. */
export const guideEnglish: typeof guideIndonesian = {
  guide: {
    title: 'User guide',
    intro:
      'How to use the app for each task. The guide is written for the default roles Sales, Supervisor and Administrator; the menus you see follow your role’s permissions.',
    language_note: 'The guide is written in Indonesian.',
    search: 'Search the guide',
    search_hint: 'For example: order, visum, kapasitas',
    count: '%{count} topics',
    found: '%{count} topics match "%{query}"',
    none: 'No topic matches "%{query}".',
    none_hint: 'Try another word or check the spelling.',
    clear: 'Clear the search',
    for_role: 'For your role (%{role})',
    other_topics: 'Other topics',
    all_topics: 'All topics',
    roles: 'For %{roles}',
    link: 'Guide to this page',
    more_help: 'Any other questions?',
    open_help: 'Open Help',
  },
  help: {
    title: 'Help',
    guide_intro: 'Step-by-step instructions for each task are in the user guide.',
    open_guide: 'Open the user guide',
    faq_title: 'Frequently asked questions',
    language_note: 'The questions and answers are written in Indonesian.',
    contact_title: 'Contact your dealer',
    contact_intro: 'For questions about your work, your account or your data, contact your dealer:',
    phone: 'Phone',
    whatsapp: 'WhatsApp',
    whatsapp_link: 'WhatsApp chat %{phone}',
    email: 'Email',
    address: 'Address',
    no_contact: 'Your dealer has not filled in its contact yet. Ask your dealer’s administrator.',
    contact_failed: 'The dealer’s contact could not be loaded: %{message}',
    version_title: 'App version',
    version: 'Version %{version}',
    built: 'Built %{when}',
  },
};
