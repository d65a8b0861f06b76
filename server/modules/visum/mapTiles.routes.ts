import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * GET <visum>/map_tiles: the tile address the detail page's map loads (MAP_TILE_URL). The client
 * asks at run time, so the address the server's Content-Security-Policy allows is always the one
 * the map uses, without rebuilding the client.
 */
const mapTileRoutes: FastifyPluginAsyncZod<{ tileUrl: string }> = async (app, { tileUrl }) => {
  app.get('/map_tiles', { schema: { summary: 'Alamat ubin peta', tags: ['visum'], response: { 200: z.object({ url: z.string() }) } } }, async () => ({ url: tileUrl }));
};

export default mapTileRoutes;
