import { REPORTS } from '../../domain/apiPaths';
import type { DrillFigure, ReportFigure, ReportOutput, ReportRecords } from '../../domain/schemas/report';
import { http } from './http';
import type { Envelope } from './types';

/** A report's period and scope filters, as the URL of /laporan carries them. */
export type ReportParams = { from: string; to: string; id_user?: string; id_group?: string; source?: string; id_product?: string };

/** Laporan's calls (docs/reports.md): one figure, and the prospects behind one of its numbers. */
export const reportsApi = {
  async reportFigure<F extends ReportFigure>(figure: F, params: ReportParams): Promise<ReportOutput<F>> {
    return (await http.get<Envelope<ReportOutput<F>>>(`${REPORTS}/${figure}`, { params })).data.data;
  },
  async reportRecords(figure: DrillFigure, bucket: string, page: number, params: ReportParams): Promise<ReportRecords> {
    return (await http.get<ReportRecords>(`${REPORTS}/records`, { params: { ...params, figure, bucket, page } })).data;
  },
};
