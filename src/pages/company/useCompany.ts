import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { refreshIdentity } from '../../authProvider/refreshIdentity';
import type { AppDataProvider } from '../../dataProvider';
import { useSavedChange, type ChangeTexts } from '../../records/useSavedChange';

/** The caller's company record, shared by Pengaturan Instansi and the follow-up approval rule. */
export const COMPANY_QUERY = ['company'] as const;

/** The record; a failure is shown with a retry button rather than retried behind the user's back. */
export function useCompany() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: COMPANY_QUERY, queryFn: () => dataProvider.company(), retry: false });
}

/** A change made on Pengaturan Instansi (useSavedChange): the saved record is shown, and the top bar's identity (the logo, the name) read again. */
export function useCompanyChange<Input>(change: (dataProvider: AppDataProvider, input: Input) => Promise<CompanyRecord>, texts: ChangeTexts) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const keep = (saved: CompanyRecord) => {
    queryClient.setQueryData(COMPANY_QUERY, saved);
    void refreshIdentity(queryClient);
  };
  return useSavedChange('company', (input: Input) => change(dataProvider, input), keep, texts);
}
