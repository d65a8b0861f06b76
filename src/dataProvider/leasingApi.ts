import type { ApplicationDocument, ApplicationEvent, CreditSimulation, LeasingApplication } from '../../domain/records';
import { RESOURCES } from '../../domain/resources';
import type { SpkStatus } from '../../domain/spk';
import { http } from './http';

const PARTNERS = RESOURCES['setting/leasing'].path;
const simulations = (id_prospect: number) => `${RESOURCES.prospect.path}/${id_prospect}/simulation`;
const orderPath = (id_order: number, rest: string) => `${RESOURCES.order.path}/${id_order}/${rest}`;
const applicationPath = (id: number, rest: string) => `${RESOURCES['leasing/application'].path}/${id}/${rest}`;

export type UnmappedLeasing = { leasing: string; orders: number };
/** What a move records (docs/leasing.md): the survey, the approved figures, the reason. */
export type ApplicationMove =
  | { to: 'survey'; survey_at: string; surveyor: string | null }
  | { to: 'approved'; down_payment: number; tenor: number; instalment: number; cancel_others: boolean }
  | { to: 'rejected'; reason: string }
  | { to: 'cancelled'; reason: string | null };
export type MoveAnswer = { application: LeasingApplication; cancelled: number[]; deal: boolean };
/** What the SPK adds to its order while a Draft (docs/leasing.md, The SPK). */
export type SpkChange = { stnk_name?: string | null; booking_fee?: number | null; booking_fee_paid?: boolean };
export type SpkAnswer = { id: number; spk_status: SpkStatus; stnk_name: string | null; booking_fee: number | null; booking_fee_paid_at: string | null };

/** Credit sales' calls beside the resource setting/leasing (docs/leasing.md), as custom dataProvider methods. */
export const leasingApi = {
  /** Old orders' leasing names that no partner matched. */
  async unmappedLeasing(): Promise<UnmappedLeasing[]> {
    return (await http.get<UnmappedLeasing[]>(`${PARTNERS}/unmapped`)).data;
  },
  async mapLeasing(body: { leasing: string; id_leasing_partner: number }): Promise<{ orders: number }> {
    return (await http.post<{ orders: number }>(`${PARTNERS}/unmapped`, body)).data;
  },
  /** The partners' offers as a workbook (docs/leasing.md, Offers as a file). */
  async downloadOffers(): Promise<Blob> {
    return (await http.get<Blob>(`${PARTNERS}/offers`, { responseType: 'blob' })).data;
  },
  async importOffers(file: File): Promise<{ created: number; updated: number }> {
    const body = new FormData();
    body.append('file', file);
    return (await http.post<{ created: number; updated: number }>(`${PARTNERS}/offers`, body)).data;
  },
  async creditSimulations(id_prospect: number): Promise<CreditSimulation[]> {
    return (await http.get<CreditSimulation[]>(simulations(id_prospect))).data;
  },
  async submitToLeasing(id_order: number, partners: number[]): Promise<LeasingApplication[]> {
    return (await http.post<LeasingApplication[]>(orderPath(id_order, 'leasing'), { partners })).data;
  },
  async moveApplication(id: number, move: ApplicationMove): Promise<MoveAnswer> {
    return (await http.post<MoveAnswer>(applicationPath(id, 'move'), move)).data;
  },
  async applicationHistory(id: number): Promise<ApplicationEvent[]> {
    return (await http.get<ApplicationEvent[]>(applicationPath(id, 'history'))).data;
  },
  async applicationDocuments(id: number): Promise<ApplicationDocument[]> {
    return (await http.get<ApplicationDocument[]>(applicationPath(id, 'documents'))).data;
  },
  async uploadApplicationDocument(id: number, kind: string, file: Blob): Promise<ApplicationDocument> {
    const body = new FormData();
    body.append('file', file);
    return (await http.post<ApplicationDocument>(applicationPath(id, `document/${kind}`), body)).data;
  },
  /** A document's photo: served only with the session, so it is fetched and shown from a blob. */
  async applicationDocumentPhoto(id: number, kind: string): Promise<Blob> {
    return (await http.get<Blob>(applicationPath(id, `document/${kind}`), { responseType: 'blob' })).data;
  },
  async updateSpk(id_order: number, change: SpkChange): Promise<SpkAnswer> {
    return (await http.put<SpkAnswer>(orderPath(id_order, 'spk'), change)).data;
  },
  async moveSpk(id_order: number, to: SpkStatus): Promise<SpkAnswer> {
    return (await http.post<SpkAnswer>(orderPath(id_order, 'spk/move'), { to })).data;
  },
  async spkPdf(id_order: number, layout: 'a4' | 'phone'): Promise<Blob> {
    return (await http.get<Blob>(orderPath(id_order, 'spk.pdf'), { params: { layout }, responseType: 'blob' })).data;
  },
  /** A kept simulation as the one-page PDF the customer gets. */
  async simulationPdf(id_prospect: number, id: number): Promise<Blob> {
    return (await http.get<Blob>(`${simulations(id_prospect)}/${id}/pdf`, { responseType: 'blob' })).data;
  },
  async setDownPaymentPaid(id_order: number, paid: boolean): Promise<{ id: number; down_payment_paid_at: string | null; deal: boolean }> {
    return (await http.put<{ id: number; down_payment_paid_at: string | null; deal: boolean }>(orderPath(id_order, 'down-payment'), { paid })).data;
  },
};

export type LeasingApi = typeof leasingApi;
