import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** "Hari ini"; a failure is shown with a retry button. react-admin's refresh (after a follow-up is recorded) asks again. */
export const useToday = () => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['today'], queryFn: () => dataProvider.today(), retry: false });
};
