import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Reporter, SerializedError, TestModule, Vitest } from 'vitest/node';

/**
 * The message and the first lines of the stack: enough to name the failure, short enough for a CI
 * log's tail. The message comes first and on its own: a test that timed out carries the stack of
 * its declaration, whose first line is not its message.
 */
function summary(error: SerializedError) {
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const message = `${error.name ?? 'Error'}: ${error.message}`.split('\n').slice(0, 4);
  return [...message, ...frames.slice(0, 6)].map((l) => `      ${l}`).join('\n');
}

function failuresOf(module: TestModule) {
  const lines: string[] = [];
  for (const error of module.errors()) lines.push(`  ${module.relativeModuleId} (the file itself)`, summary(error));
  for (const test of module.children.allTests()) {
    const result = test.result();
    if (result.state !== 'failed') continue;
    lines.push(`  ${module.relativeModuleId} > ${test.fullName}`, ...result.errors.map(summary));
  }
  return lines;
}

/**
 * When `TEST_FAILURES_DIR` is set (`scripts/test-all.ts` sets it), writes this run's failing files
 * and tests to a file of its own there, so that `npm test` can list them again after every suite has
 * printed its output: a CI log shows its last lines, and the suite that failed may have ended first.
 */
export class FailureRecord implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>) {
    const dir = process.env.TEST_FAILURES_DIR;
    if (!dir) return;
    const lines = [...modules.flatMap(failuresOf), ...unhandledErrors.map((e) => `  unhandled error\n${summary(e)}`)];
    if (lines.length === 0) return;
    const projects = this.vitest?.projects.map((p) => p.name).join('+') ?? 'vitest';
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, `${projects}.txt`), `${projects}:\n${lines.join('\n')}\n`);
  }
}
