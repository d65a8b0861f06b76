/**
 * `npm run restore -- ARCHIVE [--replace]` (docs/backups.md): brings a backup back into the data
 * folder and database `npm start` uses (DATA_DIR, DATABASE_URL). A target holding data is refused
 * unless --replace. The app must not run on the embedded database meanwhile.
 */
import { parseArgs } from 'node:util';
import { appListens } from '../server/backup/controlSocket';
import { restoreBackup, RestoreRefused } from '../server/backup/restore';
import { readConfig } from '../server/config';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { replace: { type: 'boolean', default: false } } });
const [archive] = positionals;
if (!archive) {
  process.stderr.write('Pakai: npm run restore -- ARSIP [--replace]\n');
  process.exit(2);
}
const config = readConfig();
if (!config.databaseUrl && (await appListens(config.dataDir))) {
  process.stderr.write(`Aplikasi tampaknya masih berjalan pada ${config.dataDir}: hentikan dulu, lalu pulihkan.\n`);
  process.exit(1);
}
try {
  const manifest = await restoreBackup(archive, { dataDir: config.dataDir, databaseUrl: config.databaseUrl, filesInBucket: config.s3 !== undefined, replace: values.replace });
  process.stdout.write(`Dipulihkan: cadangan ${manifest.made_at} (${manifest.database}${manifest.files === null ? '' : `, ${manifest.files} berkas`}). Jalankan npm start.\n`);
} catch (error) {
  process.stderr.write(`${error instanceof RestoreRefused ? '' : 'Pemulihan gagal: '}${(error as Error).message}\n`);
  process.exitCode = 1;
}
