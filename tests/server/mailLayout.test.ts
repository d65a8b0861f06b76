import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../server/mailer';

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** The one message a mailer without SMTP wrote to its outbox. */
async function written(mail: Parameters<ReturnType<typeof createMailer>['send']>[0]) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sf-mail-'));
  await createMailer({ from: 'Sales <noreply@sales.test>', dataDir, log: pino({ level: 'silent' }) }).send(mail);
  const [file] = readdirSync(path.join(dataDir, 'outbox'));
  return readFileSync(path.join(dataDir, 'outbox', file), 'utf8');
}

describe('a mail sent for a dealer', () => {
  const mail = { to: 'sari@contoh.id', subject: 'Atur ulang kata sandi', text: 'Halo <Sari>,\n\nBuka tautan berikut:\n\nhttp://sales.test/forgot_password/a%40b/xyz' };

  it("shows the dealer's logo inline and its name above the text, in HTML and in plain text", async () => {
    const eml = await written({ ...mail, brand: { name: 'Maju & Jaya Motor', logo: { content: PNG, contentType: 'image/png' } } });
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toMatch(/Content-ID: <logo-dealer>/);
    expect(eml.replace(/\s/g, '')).toContain(PNG.toString('base64'));
    // The HTML part with quoted-printable's soft line breaks and escaped '=' undone, as a mail program reads it.
    const html = eml.slice(eml.indexOf('<!doctype html>')).replace(/=\r?\n/g, '').replaceAll('=3D', '=');
    expect(html).toContain('src="cid:logo-dealer"');
    // The dealer's name and the text are escaped, the link is one.
    expect(html).toContain('Maju &amp; Jaya Motor');
    expect(html).toContain('Halo &lt;Sari&gt;');
    expect(html).toContain('href="http://sales.test/forgot_password/a%40b/xyz"');
  });

  it('stays plain text without a dealer, and names the dealer without a logo', async () => {
    const plain = await written(mail);
    expect(plain).not.toContain('text/html');
    const named = await written({ ...mail, brand: { name: 'Maju Motor', logo: null } });
    expect(named).toContain('text/html');
    expect(named).not.toContain('cid:logo-dealer');
    expect(named).toContain('Maju Motor\n\nHalo <Sari>');
  });
});
