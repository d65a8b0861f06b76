import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { summaryQuery } from './queries';

export const useDashboardSummary = () => useQuery(summaryQuery(useDataProvider<AppDataProvider>()));
