import { htmlEscape } from 'escape-goat';
import type { Mail } from './mailer';

/** The inline logo's Content-ID, which the HTML part's image names. */
const LOGO_CID = 'logo-dealer';
const LINK = /(https?:\/\/[^\s<>"]+)/g;

/** A paragraph of the plain text as HTML: escaped, its lines kept, its links clickable. */
const paragraph = (text: string) =>
  `<p style="margin:0 0 16px">${htmlEscape(text)
    .replace(LINK, (url) => `<a href="${url}" style="color:#1565c0;word-break:break-all">${url}</a>`)
    .replaceAll('\n', '<br>')}</p>`;

/**
 * What a mail sent for a dealer becomes (docs/architecture.md, Mail): the plain text as written,
 * with the dealer's name above it, and an HTML part showing its logo (sent inline, so that no mail
 * program has to fetch it) and name above the same paragraphs. A mail without a dealer stays text.
 */
export function brandedMessage({ brand, id_company: _company, ...mail }: Mail) {
  if (!brand) return mail;
  const logo = brand.logo ? `<img src="cid:${LOGO_CID}" alt="" height="48" style="height:48px;vertical-align:middle;margin-right:12px">` : '';
  const html =
    '<!doctype html><html lang="id"><body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#212121">' +
    `<div style="max-width:560px;margin:0 auto"><div style="padding-bottom:16px;margin-bottom:16px;border-bottom:1px solid #e0e0e0">${logo}` +
    `<strong style="font-size:18px;vertical-align:middle">${htmlEscape(brand.name)}</strong></div>` +
    `${mail.text.split(/\n{2,}/).map(paragraph).join('')}</div></body></html>`;
  return {
    ...mail,
    text: `${brand.name}\n\n${mail.text}`,
    html,
    attachments: brand.logo ? [{ filename: `logo.${brand.logo.contentType.split('/')[1]}`, content: brand.logo.content, contentType: brand.logo.contentType, cid: LOGO_CID }] : [],
  };
}
