/** WhatsApp's user ids (jids) of phone numbers, and back: '6281234567890@s.whatsapp.net' ⇄ '+6281234567890'. */
const PHONE_JID = /^(\d{6,15})(?::\d+)?@s\.whatsapp\.net$/;

export const jidOfPhone = (phone: string) => `${phone.replace(/^\+/, '')}@s.whatsapp.net`;

/** The E.164 number of a phone's jid; undefined for groups, broadcasts and hidden (LID) ids. */
export function phoneOfJid(jid: string | null | undefined): string | undefined {
  const digits = jid ? PHONE_JID.exec(jid)?.[1] : undefined;
  return digits ? `+${digits}` : undefined;
}
