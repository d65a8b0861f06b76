import type { Identifier } from 'react-admin';
import { apiPath } from '../../domain/resources';
import { http } from './http';

const visitPath = (id: Identifier) => `${apiPath('setting/visum')}/${encodeURIComponent(id)}`;

/** Data Visum's calls beside CRUD (docs/api.md, Data Visum). */
export const visumApi = {
  /** The visit's photo: served only with the session, so it is fetched and shown from a blob. */
  async visumPhoto(id: Identifier): Promise<Blob> {
    const answer = await http.get<ArrayBuffer>(`${visitPath(id)}/photo`, { responseType: 'arraybuffer' });
    return new Blob([answer.data], { type: String(answer.headers['content-type'] ?? 'image/jpeg') });
  },

  /** The map tile address the server's Content-Security-Policy allows (MAP_TILE_URL). */
  async visumMapTiles(): Promise<{ url: string }> {
    return (await http.get<{ url: string }>(`${apiPath('setting/visum')}/map_tiles`)).data;
  },
};

export type VisumApi = typeof visumApi;
