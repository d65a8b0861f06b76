/**
 * `npm test`: every check side by side (`npm run test:all`), then, when something failed, the
 * failing tests again, last. Each suite prints its output whole when it ends, so the suite that
 * failed may be far above the end of the log, where CI's summary only shows the last lines
 * (docs/testing.md, Time).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const failuresDir = mkdtempSync(join(tmpdir(), 'test-failures-'));
const run = spawnSync('npm', ['run', '--silent', 'test:all'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_FAILURES_DIR: failuresDir },
});
const records = readdirSync(failuresDir).map((file) => readFileSync(join(failuresDir, file), 'utf8'));
rmSync(failuresDir, { recursive: true, force: true });

if (records.length > 0) console.log(`\nFailing tests, again:\n${records.join('\n')}`);
process.exit(run.status ?? 1);
