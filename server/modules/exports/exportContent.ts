import type { Writable } from 'node:stream';
import type { ExportFormat } from '../../../domain/exports';

/**
 * What one export writes (exportJob.ts runs it): how many rows it holds, and the writing of its
 * file, which reports the rows written so far after each chunk and answers how many it wrote.
 */
export type ExportContent = {
  total: number;
  write(out: Writable, format: ExportFormat, progress: (rowsDone: number) => Promise<void>): Promise<number>;
};
