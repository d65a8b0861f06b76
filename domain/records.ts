/** The sales records as the API answers them (docs/api.md, "Sales records"); field names are the API's. */
import type { Payment, ProspectStatus } from './vocabularies';

export type Prospect = {
  id: number;
  id_user: number;
  id_group: number | null;
  name: string;
  phone: string;
  whatsapp: string | null;
  address: string | null;
  kelurahan: string | null;
  kecamatan: string | null;
  kota: string | null;
  provinsi: string | null;
  latitude: number | null;
  longitude: number | null;
  source: string;
  id_product: number | null;
  payment: Payment | null;
  leasing: string | null;
  down_payment: number | null;
  tenor: number | null;
  status: ProspectStatus;
  next_follow_up: string | null;
  notes: string | null;
  photo: string | null;
  created_at: string;
  updated_at: string;
};

export type Order = {
  id: number;
  number: string;
  id_prospect: number;
  id_user: number;
  id_product: number;
  colour: string | null;
  qty: number;
  price: number;
  discount: number;
  payment: Payment;
  leasing: string | null;
  down_payment: number | null;
  tenor: number | null;
  instalment: number | null;
  status: string;
  decided_by: number | null;
  decided_at: string | null;
  decision_reason: string | null;
  created_at: string;
};

export type Product = {
  id: number;
  name: string;
  brand: string;
  type_code: string;
  category: string;
  price_otr: number;
  colours: string[];
  photo: string | null;
  active: boolean;
};
