import { COMPANY } from '../../domain/apiPaths';
import type { CompanyChange, CompanyRecord } from '../../domain/schemas/company';
import { http } from './http';
import type { Envelope } from './types';

const recordOf = async (answer: Promise<{ data: Envelope<CompanyRecord> }>) => (await answer).data.data;

/** Pengaturan Instansi's calls (docs/product.md): the caller's own company, never another. */
export const companyApi = {
  company: (): Promise<CompanyRecord> => recordOf(http.get<Envelope<CompanyRecord>>(COMPANY)),
  updateCompany: (change: CompanyChange): Promise<CompanyRecord> => recordOf(http.put<Envelope<CompanyRecord>>(COMPANY, change)),
  /** A new registration code; the old one stops working at once. */
  regenerateCompanyCode: (): Promise<CompanyRecord> => recordOf(http.post<Envelope<CompanyRecord>>(`${COMPANY}/code`)),
  /** Posts the picked image (multipart field `file`); the server checks its bytes again. */
  uploadCompanyLogo(file: File): Promise<CompanyRecord> {
    const body = new FormData();
    body.append('file', file);
    return recordOf(http.post<Envelope<CompanyRecord>>(`${COMPANY}/logo`, body));
  },
  removeCompanyLogo: (): Promise<CompanyRecord> => recordOf(http.delete<Envelope<CompanyRecord>>(`${COMPANY}/logo`)),
};

export type CompanyApi = typeof companyApi;
