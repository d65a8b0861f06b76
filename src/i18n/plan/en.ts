import type { planIndonesian } from './id';

/** The English of Paket Berlangganan (app.plan.*), the same keys as id.ts. */
export const planEnglish: typeof planIndonesian = {
  plan: {
    title: 'Subscription Plan',
    loading: 'Loading the subscription plan',
    load_failed: 'Could not load the subscription plan: %{message}',
    name: 'Your plan: %{name}',
    no_plan: 'Your company has no plan: nothing is limited.',
    limits_title: 'Limits and usage',
    limits: { users: 'Active users', prospects: 'Prospects', whatsapp_numbers: 'Linked WhatsApp numbers', storage_mb: 'Storage' },
    nouns: { users: 'active users', prospects: 'prospects', whatsapp_numbers: 'WhatsApp numbers', storage_mb: 'MB of storage' },
    usage: '%{used} of %{max} %{noun}',
    unlimited: '%{used} %{noun} used, no limit',
    near_limit: 'Almost full',
    full: 'Full',
    storage_note: 'Storage counts the uploaded Import Data files and the photos (prospects, users, motorcycles, visits) and company logo.',
    at_limit_title: 'When a limit is reached',
    at_limit:
      'New data beyond a limit (users, prospects, WhatsApp numbers, import files or photos) is refused with a message naming the limit, and nothing is saved half way; the data you have stays safe.',
    contact: 'To extend your plan, contact the provider of this application.',
  },
};
