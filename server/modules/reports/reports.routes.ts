import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORT_OUTPUTS, reportQuery, reportRecordsOutput, reportRecordsQuery, type ReportFigure } from '../../../domain/schemas/report';
import type { DatabaseHandle, Executor } from '../../db/connection';
import { callerOf } from '../../plugins/auth';
import { alsoErrors } from '../../schemas';
import { disciplineFigure } from './discipline';
import { funnelFigure, sourcesFigure } from './funnel';
import { creditFigure, leasingFigure } from './leasingFigures';
import { lostFigure } from './lostReasons';
import { reportRecords } from './records';
import { reportScopeOf, type ReportScope } from './reportScope';
import { speedFigure } from './speedToLead';
import { targetsFigure } from './targetsFigure';

/** Any figure's answer: each counter below returns its own figure's. */
type FigureAnswer = z.output<(typeof REPORT_OUTPUTS)[ReportFigure]>;

const FIGURES: Record<ReportFigure, { summary: string; description: string; count: (db: Executor, scope: ReportScope) => Promise<FigureAnswer> }> = {
  funnel: {
    summary: 'Laporan corong penjualan',
    description: 'Prospek yang masuk dalam periode: baru, sudah di-follow-up, Hot, order, Deal, dan konversi tiap langkah dari langkah sebelumnya.',
    count: funnelFigure,
  },
  sources: {
    summary: 'Laporan kinerja sumber prospek',
    description: 'Per sumber prospek: prospek yang masuk dalam periode, yang menjadi Hot, yang Deal, dan konversinya.',
    count: sourcesFigure,
  },
  speed: {
    summary: 'Laporan kecepatan menanggapi prospek',
    description: 'Prospek yang diberikan kepada sales dalam periode: median waktu sampai follow-up pertama, dan berapa yang di-follow-up dalam 5 menit, 1 jam, 1 hari.',
    count: speedFigure,
  },
  targets: {
    summary: 'Laporan target dan pencapaian',
    description: 'Target bulan-bulan yang tersentuh periode (Setting Task) dan pencapaiannya per metrik, untuk sales, grup, atau perusahaan.',
    count: targetsFigure,
  },
  lost: {
    summary: 'Laporan prospek yang lepas',
    description: 'Prospek dari periode yang Not Deal, yang pesanannya dibatalkan atau ditolak, dengan alasan yang tercatat pada pesanan.',
    count: lostFigure,
  },
  leasing: {
    summary: 'Laporan pengajuan leasing per mitra',
    description: 'Per mitra leasing: pengajuan dalam periode, yang disetujui dan ditolak, tingkat persetujuan, median hari sampai keputusan, dan alasan penolakan.',
    count: leasingFigure,
  },
  credit: {
    summary: 'Laporan penjualan kredit per sales',
    description: 'Per sales: order dalam periode, bagian yang kredit, deal kredit, dan rata-rata pengajuan leasing per deal kredit.',
    count: creditFigure,
  },
  discipline: {
    summary: 'Laporan disiplin follow-up',
    description: 'Prospek dari periode yang masih terbuka menurut follow-up berikutnya: terlambat, hari ini, akan datang, belum dijadwalkan.',
    count: disciplineFigure,
  },
};

const scopeNote =
  ' Lingkup sesuai peran: Sales datanya sendiri, Supervisor grupnya, Administrator seluruh perusahaan; filter yang menyebut sales atau grup di luar lingkup itu dijawab 403.';

/** GET /api/dashboard/v1/reports/<figure> and /records: Laporan (/laporan, docs/reports.md). */
const reportsRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle }> = async (app, { database }) => {
  const { db } = database;
  for (const figure of Object.keys(FIGURES) as ReportFigure[]) {
    const { summary, description, count } = FIGURES[figure];
    app.get(
      `/reports/${figure}`,
      {
        schema: {
          summary,
          description: description + scopeNote,
          tags: ['dashboard'],
          ...alsoErrors(403, 404),
          querystring: reportQuery,
          response: { 200: z.object({ data: REPORT_OUTPUTS[figure] }) },
        },
      },
      async (request) => ({ data: await count(db, await reportScopeOf(db, callerOf(request), request.query)) }),
    );
  }
  app.get(
    '/reports/records',
    {
      schema: {
        summary: 'Rincian angka laporan',
        description: 'Prospek yang dihitung oleh satu bagian laporan (figure dan bucket), dengan filter yang sama, terbaru dulu.' + scopeNote,
        tags: ['dashboard'],
        ...alsoErrors(403, 404),
        querystring: reportRecordsQuery,
        response: { 200: reportRecordsOutput },
      },
    },
    async (request) => reportRecords(db, await reportScopeOf(db, callerOf(request), request.query), request.query),
  );
};

export default reportsRoutes;
