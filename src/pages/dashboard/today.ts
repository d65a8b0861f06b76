import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { todayQuery } from './queries';

/** react-admin's refresh (after a follow-up is recorded) asks again. */
export const useToday = () => useQuery(todayQuery(useDataProvider<AppDataProvider>()));
