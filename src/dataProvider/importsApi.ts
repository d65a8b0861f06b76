import { IMPORTS } from '../../domain/apiPaths';
import type { ImportBatch, ImportPreviewRow, ImportSettings } from '../../domain/records';
import { http } from './http';
import type { Envelope } from './types';

const batchPath = (id: number, action = '') => `${IMPORTS}/${encodeURIComponent(id)}${action}`;
const dataOf = async <T>(answer: Promise<{ data: Envelope<T> }>) => (await answer).data.data;

/** Import Data (docs/api.md), as custom dataProvider methods. */
export const importsApi = {
  /** Sends the file (multipart field `file`); answers the new batch with its guessed mapping. */
  uploadImport(file: File): Promise<ImportBatch> {
    const body = new FormData();
    body.append('file', file);
    return dataOf(http.post<Envelope<ImportBatch>>(IMPORTS, body));
  },
  importBatches: (): Promise<ImportBatch[]> => dataOf(http.get<Envelope<ImportBatch[]>>(IMPORTS)),
  importBatch: (id: number): Promise<ImportBatch> => dataOf(http.get<Envelope<ImportBatch>>(batchPath(id))),
  previewImport: (id: number, settings: ImportSettings): Promise<ImportPreviewRow[]> =>
    dataOf(http.post<Envelope<ImportPreviewRow[]>>(batchPath(id, '/preview'), settings)),
  /** Asks for the forecast of the whole file with these settings; the batch then carries it, read as it runs. */
  forecastImport: (id: number, settings: ImportSettings): Promise<ImportBatch> =>
    dataOf(http.post<Envelope<ImportBatch>>(batchPath(id, '/forecast'), settings)),
  startImport: (id: number, settings: ImportSettings): Promise<ImportBatch> =>
    dataOf(http.post<Envelope<ImportBatch>>(batchPath(id, '/start'), settings)),
  cancelImport: (id: number): Promise<ImportBatch> => dataOf(http.post<Envelope<ImportBatch>>(batchPath(id, '/cancel'))),
  undoImport: (id: number): Promise<ImportBatch> => dataOf(http.post<Envelope<ImportBatch>>(batchPath(id, '/undo'))),
  /** The rejected rows as the CSV file the server writes. */
  rejectedRows: async (id: number): Promise<Blob> => (await http.get<Blob>(batchPath(id, '/rejected'), { responseType: 'blob' })).data,
};

export type ImportsApi = typeof importsApi;
