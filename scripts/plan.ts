/**
 * The service operator's command for a company's plan (docs/plans.md): `npm run plan -- --company
 * <id|code> --users 25 …`. It opens the database the server uses (DATABASE_URL, or the PGlite under
 * DATA_DIR, which no running server may hold open at the same time).
 */
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/connection';
import { parsePlanCommand, runPlanCommand, type PlanCommand } from '../server/modules/plan/operatorCommand';

let command: PlanCommand;
try {
  command = parsePlanCommand(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exit(2);
}
const config = readConfig();
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir });
try {
  const { id_company, plan } = await runPlanCommand(database.db, command);
  process.stdout.write(`Company ${id_company}: ${plan ? JSON.stringify(plan, null, 2) : 'no plan (no limits)'}\n`);
} catch (error) {
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
