/**
 * The sales records as the API answers them (docs/api.md, "Sales records"); field names are the API's.
 * Inferred from the records' schemas (domain/schemas), which drizzle-zod derives from the tables:
 * the schemas' input side is the JSON (timestamps as ISO strings), which is what a client receives.
 * Type-only: no schema code reaches the browser.
 */
import type { z } from 'zod';
import type { RESOURCE_SCHEMAS, SchemaResource } from './schemas';
import type { activityRecord } from './schemas/activity';
import type { creditSimulationRecord } from './schemas/creditSimulation';
import type { applicationDocumentRecord, leasingApplicationEventRecord } from './schemas/leasingApplication';
import type { feedbackRecord } from './schemas/feedback';
import type { importBatchRecord, importPreviewRow, importSettings } from './schemas/importBatch';

/** A resource's record as its JSON arrives. */
type RecordOf<R extends SchemaResource> = z.input<(typeof RESOURCE_SCHEMAS)[R]['record']>;

export type Prospect = RecordOf<'prospect'>;
export type Order = RecordOf<'order'>;
export type Product = RecordOf<'setting/Product'>;
export type WaTemplate = RecordOf<'setting/template'>;
export type Visum = RecordOf<'setting/visum'>;
export type LeasingPartner = RecordOf<'setting/leasing'>;
/** A credit simulation kept on a prospect's history (docs/leasing.md). */
export type CreditSimulation = z.input<typeof creditSimulationRecord>;
/** An order's application to a leasing partner, a step of its history, a document handed in. */
export type LeasingApplication = RecordOf<'leasing/application'>;
export type ApplicationEvent = z.input<typeof leasingApplicationEventRecord>;
export type ApplicationDocument = z.input<typeof applicationDocumentRecord>;
/** Aktivitas Pengguna's entries and the users' feedback (Masukan Pengguna). */
export type Activity = z.input<typeof activityRecord>;
export type Feedback = z.input<typeof feedbackRecord>;

/** Import Data (docs/api.md): a batch, the choices a run takes, and a row of the preview. */
export type ImportBatch = z.input<typeof importBatchRecord>;
export type ImportSettings = z.input<typeof importSettings>;
export type ImportPreviewRow = z.input<typeof importPreviewRow>;
