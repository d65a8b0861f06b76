import type { broadcastIndonesian } from './id';

/** English texts of Pesan Siaran: the same keys as id.ts. */
export const broadcastEnglish: typeof broadcastIndonesian = {
  broadcast: {
    new: 'New broadcast',
    back: 'Back to broadcasts',
    pause: 'Pause',
    resume: 'Resume',
    cancel: 'Cancel',
    pause_named: 'Pause broadcast %{name}',
    resume_named: 'Resume broadcast %{name}',
    cancel_named: 'Cancel broadcast %{name}',
    cancel_title: 'Cancel broadcast %{name}?',
    cancel_content: 'Recipients not messaged yet are skipped. Messages already sent cannot be taken back.',
    done: { pause: 'Broadcast paused.', resume: 'Broadcast resumed.', cancel: 'Broadcast cancelled.' },
    control_failed: 'The broadcast could not be changed',
    compose_title: 'New broadcast',
    name: 'Broadcast name',
    template: 'Message template',
    no_templates: 'No active template yet. Create one under Template settings first.',
    audience: 'Recipients',
    audience_prospect: 'Prospects',
    audience_user: 'Users',
    prospect_status: 'Prospect status',
    prospect_search: 'Search prospects (name or number)',
    user_name: 'User name',
    all_statuses: 'All statuses',
    schedule: 'Send at (leave empty to send now)',
    preview: 'Preview',
    preview_title: 'Recipients preview',
    preview_counts: '%{queued} recipients will be messaged, %{skipped} skipped (of %{total}).',
    transport: {
      cloud: 'Sent through the company’s WhatsApp Business number, as a template Meta approved.',
      linked:
        'Sent from your linked WhatsApp number. Careful: WhatsApp may ban numbers that send bulk messages, especially to contacts who did not save your number. Messages go out gradually, within a daily cap.',
    },
    preview_empty: 'No recipient matches.',
    send_now: 'Send now',
    send_later: 'Schedule',
    created: 'Broadcast created. Messages go out gradually, with random pauses.',
    failed: 'The broadcast could not be created',
    channel: {
      failed: 'Could not check which WhatsApp number broadcasts use: %{message}',
      cloud:
        'Broadcasts go through the company’s WhatsApp Business number (Meta’s official API), only with templates Meta approved. Meta’s limit for this number: %{limit} recipients per 24 hours; a larger broadcast waits and goes on by itself.',
      linked:
        'Broadcasts are sent from your linked WhatsApp number. Careful: WhatsApp may ban numbers that send bulk messages, especially to contacts who did not save your number. Messages go out one by one with random pauses, at most %{limit} a day.',
      off: 'Broadcasts cannot be sent yet: the company has no WhatsApp Business number, and broadcasts through linked numbers are off since WhatsApp may ban the number. Ask an Administrator to set this up in the WhatsApp settings.',
      unlimited: 'unlimited',
    },
    no_approved_templates: 'No template is approved by Meta yet. Send a template for review under Template Settings.',
    not_linked: 'Your WhatsApp is not linked. Link it first on the WhatsApp Synchronisation page.',
    link_now: 'WhatsApp Synchronisation',
  },
};
