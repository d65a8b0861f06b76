import { EXPORTS, exportLinkPath, exportPath } from '../../domain/apiPaths';
import type { ExportFormat, ExportKind } from '../../domain/exports';
import type { ExportRecord } from '../../domain/schemas/exportJob';
import { API_URL } from './apiOrigin';
import { http } from './http';

export type ExportRequest = { kind: ExportKind; format: ExportFormat; filter: Record<string, unknown> };

/** Export Data's calls (docs/api.md): the server builds the file; the browser follows its progress and downloads it. */
export const exportsApi = {
  async startExport(request: ExportRequest): Promise<ExportRecord> {
    return (await http.post<ExportRecord>(EXPORTS, request)).data;
  },

  async exportStatus(id: number): Promise<ExportRecord> {
    return (await http.get<ExportRecord>(exportPath(id))).data;
  },

  async recentExports(): Promise<ExportRecord[]> {
    return (await http.get<{ data: ExportRecord[] }>(EXPORTS)).data.data;
  },

  /** A link the browser can navigate to (no headers needed), valid for a couple of minutes. */
  async exportDownloadUrl(id: number): Promise<string> {
    const { url } = (await http.post<{ url: string }>(exportLinkPath(id))).data;
    return `${API_URL}${url}`;
  },
};

export type ExportsApi = typeof exportsApi;
