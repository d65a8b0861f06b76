import type { chatIndonesian } from './id';

/** English texts of Chat WhatsApp: the same keys as id.ts. */
export const chatEnglish: typeof chatIndonesian = {
  chat: {
    rooms: 'Conversations',
    search: 'Search name or number',
    empty: 'No conversation yet.',
    unread: '%{count} unread messages',
    messages: 'Messages',
    no_messages: 'No message in this conversation yet.',
    conversation: 'Conversation with %{name}',
    back: 'Back to the conversations',
    open_prospect: 'Open the prospect',
    status: 'Conversation status',
    no_status: 'No status',
    reply: 'Write a reply',
    send: 'Send',
    template: 'Choose a template',
    send_template: 'Send template',
    business_number: 'through WhatsApp Business',
    window_open: 'Free text can be sent until %{time} (24 hours after the customer’s last message).',
    window_closed: 'More than 24 hours have passed since the customer’s last message. WhatsApp only allows a template Meta approved until the customer writes back.',
    approved_template: 'Template approved by Meta',
    no_approved_template: 'No template is approved by Meta yet. Send one for review under Template Settings.',
    send_failed: 'The message could not be sent',
    tag_failed: 'The conversation status could not be changed',
    read_only: 'You can read this conversation; its owner sends the replies.',
    not_linked: 'Your WhatsApp is not linked: incoming messages and replies need it.',
    link_now: 'WhatsApp Synchronisation',
    open_chat: 'WhatsApp chat',
    open_failed: 'The conversation could not be opened',
  },
};
