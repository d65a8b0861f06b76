import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The company's active users (with their open prospects) and groups a distribution may go to. */
export function useRecipientChoices() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['distribution', 'recipients'], queryFn: () => dataProvider.distributionRecipients() }).data;
}
