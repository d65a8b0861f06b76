import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

/** The tile address every map of the app loads (MAP_TILE_URL), asked once per session. */
export function useMapTiles() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: ['setting/visum', 'map_tiles'], queryFn: () => dataProvider.visumMapTiles(), staleTime: Infinity });
}
