import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { brandedMessage } from './mailLayout';

/** The dealer a mail speaks for: its name, and its logo's bytes when it has one (Pengaturan Instansi). */
export type MailBrand = { name: string; logo: { content: Buffer; contentType: string } | null };
/**
 * A mail: the sender names the dealer it is sent for (`id_company`) and the app's mailer adds that
 * dealer's brand (withCompanyBrand, server/modules/company/companyBrand.ts) before it goes out.
 */
export type Mail = { to: string; subject: string; text: string; id_company?: number; brand?: MailBrand };
export type Mailer = { send(mail: Mail): Promise<void> };

/** nodemailer weighs about 14 MB once loaded: it is loaded with the first mail, not at start. */
const lazyTransport = (options: Parameters<typeof import('nodemailer').createTransport>[0]) => {
  let transport: Promise<Transporter> | undefined;
  return () => (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options)));
};

/**
 * With SMTP_URL the mail goes out through that server. Without it (a fresh machine has no mail
 * server) each message is written to DATA_DIR/outbox/ as an .eml file and to the server log, so a
 * reset link can still be followed.
 */
export function createMailer(options: { smtpUrl?: string; from: string; dataDir: string; log: FastifyBaseLogger }): Mailer {
  if (options.smtpUrl) {
    const transport = lazyTransport(options.smtpUrl);
    return {
      async send(mail) {
        await (await transport()).sendMail({ from: options.from, ...brandedMessage(mail) });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await (await transport()).sendMail({ from: options.from, ...brandedMessage(mail) });
      await mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, `mail written to the outbox:\n${mail.text}`);
    },
  };
}
