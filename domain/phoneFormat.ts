import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * A phone as a person reads it (docs/product.md, Conventions): an Indonesian number in
 * libphonenumber's national format ('+6285306045797' → '0853-0604-5797'), a foreign one in its
 * international format, anything it cannot read as it came. The API and the database keep +62….
 * Apart from the client's format.ts for the same reason as its phoneValidators.ts: the login page
 * has no phone. In domain/ because the server's first rows (docs/client.md) write phones the same way.
 */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value, 'ID');
  if (!parsed) return value;
  return parsed.country === 'ID' ? parsed.formatNational() : parsed.formatInternational();
}

/** A chat with the number in WhatsApp: wa.me wants it without '+' (the server keeps +62…). */
export const whatsappLink = (phone: string) => `https://wa.me/${phone.replace(/\D/g, '')}`;
