import { randomBytes } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { makeBackup } from './backup/archive';
import { serveBackups } from './backup/controlSocket';
import { readConfig } from './config';
import { openDatabase } from './db/connection';
import { seedDemo } from './seed';

const config = readConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
const app = await buildApp({ config, database });

let stopServingBackups: (() => Promise<void>) | undefined;

closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  await stopServingBackups?.();
  await app.close();
  await database.close();
});

const lines: string[] = [];
if (config.seedDemo) {
  const adminEmail = config.adminEmail ?? 'admin@majumotor.co.id';
  const generated = !config.adminPassword;
  const adminPassword = config.adminPassword ?? randomBytes(9).toString('base64url');
  const seed = await seedDemo(database, { adminEmail, adminPassword });
  if (seed.seeded) {
    lines.push(
      `Perusahaan demo: ${seed.companyName} (kode bergabung ${seed.companyCode})`,
      `Administrator: ${seed.adminEmail}`,
      `Kata sandi   : ${adminPassword}${generated ? '  (dibuat acak; hanya ditampilkan sekali ini, simpan sekarang)' : ''}`,
      'Pengguna demo lain (Supervisor, Sales) memakai kata sandi yang sama:',
      ...seed.users
        .filter((u) => u.email !== seed.adminEmail)
        .map((u) => `  ${u.email}  ${u.role}${u.group ? ` / ${u.group}` : ''}${u.status === 'pending' ? '  (menunggu persetujuan)' : ''}`),
    );
  } else {
    lines.push(`Administrator demo: ${adminEmail} (kata sandi ditampilkan saat pertama kali dijalankan)`);
  }
}

const address = await app.listen({ port: config.port, host: config.host });
// The embedded database is this process's alone: `npm run backup` asks it for the backup (docs/backups.md).
if (database.kind === 'pglite') {
  stopServingBackups = await serveBackups(config.dataDir, (into) => makeBackup(database, { dataDir: config.dataDir, into, filesInBucket: config.s3 !== undefined })).catch((err: unknown) => {
    app.log.warn({ err }, 'npm run backup cannot reach this app: stop it to back up');
    return undefined;
  });
}
console.log(
  [
    '',
    `Salesforce berjalan di ${address.replace('127.0.0.1', 'localhost')}`,
    `Basis data: ${database.kind === 'pglite' ? `PGlite di ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    ...lines,
    '',
  ].join('\n'),
);
