import { prefetch } from '../chunkReload';
import { loadOrderList, loadProspectList } from '../resources/listLoaders';

/**
 * The lists the top bar opens (Prospek, Order), fetched ahead once the dashboard shows its
 * figures: on a phone's network their code is dozens of chunks, and opening one should wait only
 * for its rows (docs/client.md, "Bundles").
 */
export const prefetchTopNavPages = () => prefetch(loadProspectList, loadOrderList);
