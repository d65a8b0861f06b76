import type { CreditSimulation } from '../../domain/records';
import { RESOURCES } from '../../domain/resources';
import { http } from './http';

const PARTNERS = RESOURCES['setting/leasing'].path;
const simulations = (id_prospect: number) => `${RESOURCES.prospect.path}/${id_prospect}/simulation`;

export type UnmappedLeasing = { leasing: string; orders: number };
export type SimulationAsk = { id_product: number; price: number | null; down_payment: number; tenor: number; sent_via: 'whatsapp' | 'pdf' | null };

/** Credit sales' calls beside the resource setting/leasing (docs/leasing.md), as custom dataProvider methods. */
export const leasingApi = {
  /** Old orders' leasing names that no partner matched. */
  async unmappedLeasing(): Promise<UnmappedLeasing[]> {
    return (await http.get<UnmappedLeasing[]>(`${PARTNERS}/unmapped`)).data;
  },
  async mapLeasing(body: { leasing: string; id_leasing_partner: number }): Promise<{ orders: number }> {
    return (await http.post<{ orders: number }>(`${PARTNERS}/unmapped`, body)).data;
  },
  async creditSimulations(id_prospect: number): Promise<CreditSimulation[]> {
    return (await http.get<CreditSimulation[]>(simulations(id_prospect))).data;
  },
  /** Keeps a simulation on the prospect's history, priced again by the server. */
  async saveCreditSimulation(id_prospect: number, ask: SimulationAsk): Promise<CreditSimulation> {
    return (await http.post<CreditSimulation>(simulations(id_prospect), ask)).data;
  },
};

export type LeasingApi = typeof leasingApi;
