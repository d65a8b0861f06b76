import type { Reporter, TestModule, Vitest } from 'vitest/node';

type Tally = { files: number; tests: number; seconds: number; slowest: { file: string; seconds: number } };

/** A file's time in its worker: its environment, the runner's set-up, its import, its tests and hooks. */
function secondsOf(module: TestModule) {
  const d = module.diagnostic();
  return (d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration) / 1000;
}

const line = (project: string, files: string, tests: string, seconds: string, slowest: string) =>
  `${project.padEnd(16)}${files.padStart(6)}${tests.padStart(7)}${seconds.padStart(9)}  ${slowest}`;

/**
 * After the run, one line per project: its files, its tests and its seconds (its files' times added
 * up, so files run side by side count each), and its slowest file. Every run's log shows where the
 * time goes and how it grows (docs/testing.md, Time).
 */
export class ProjectTimes implements Reporter {
  private vitest?: Vitest;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    const tallies = new Map<string, Tally>();
    for (const module of modules) {
      const name = module.project.name;
      const tally = tallies.get(name) ?? { files: 0, tests: 0, seconds: 0, slowest: { file: '', seconds: 0 } };
      const seconds = secondsOf(module);
      tally.files += 1;
      tally.tests += [...module.children.allTests()].length;
      tally.seconds += seconds;
      if (seconds > tally.slowest.seconds) tally.slowest = { file: module.relativeModuleId, seconds };
      tallies.set(name, tally);
    }
    if (tallies.size === 0) return;
    const lines = [
      '',
      `Time per project on Node ${process.versions.node}:`,
      line('project', 'files', 'tests', 'seconds', 'slowest file'),
      ...[...tallies].map(([name, t]) => line(name, String(t.files), String(t.tests), t.seconds.toFixed(0), `${t.slowest.file} (${t.slowest.seconds.toFixed(0)} s)`)),
    ];
    const log = this.vitest?.logger.log.bind(this.vitest.logger) ?? console.log;
    for (const line of lines) log(line);
  }
}
