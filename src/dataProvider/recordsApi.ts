import type { Identifier } from 'react-admin';
import { DASHBOARD_CALENDAR, DASHBOARD_SUMMARY, DASHBOARD_TODAY } from '../../domain/apiPaths';
import type { CalendarEvent } from '../../domain/schemas/calendar';
import type { PlacesOutput } from '../../domain/schemas/place';
import type { Today } from '../../domain/schemas/today';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/idempotency';
import { apiPath } from '../../domain/resources';
import { http } from './http';
import type { DashboardSummary, DecisionRequest, Envelope } from './types';

/** The resources whose photos the public /files route serves. */
export type PublicPhotoResource = 'prospect' | 'setting/Product';

/** The resources whose records take a photo upload; a visit's is served only with the session. */
export type PhotoResource = PublicPhotoResource | 'setting/visum';

/** The resources whose records stand on a map (/peta, /mapbok). */
export type PlaceResource = 'prospect' | 'setting/visum' | 'order';

/** The calls of the sales records beside CRUD (docs/api.md, Sales records), as custom dataProvider methods. */
export const recordsApi = {
  /**
   * Posts an image as a prospect's, a motorcycle's or a visit's photo (multipart field `file`);
   * answers the stored name. `key`: the upload's Idempotency-Key, for one that may be sent again.
   */
  async uploadPhoto(resource: PhotoResource, id: Identifier, file: Blob, key?: string): Promise<{ photo: string }> {
    const body = new FormData();
    body.append('file', file);
    const headers = key ? { [IDEMPOTENCY_KEY_HEADER]: key } : undefined;
    return (await http.post<{ photo: string }>(`${apiPath(resource)}/${encodeURIComponent(id)}/photo`, body, { headers })).data;
  },

  /**
   * A decision on an approval queue's resource: one id goes to `<path>/:id/<decision>`, a selection
   * whole to `<path>/<decision>` with `{ids}` (one transaction on the server). Answers the server's message.
   */
  async decide(resource: string, { decision, ids, body = {} }: DecisionRequest): Promise<string | undefined> {
    const path = apiPath(resource);
    const answer =
      ids.length === 1
        ? await http.post<{ message?: string }>(`${path}/${encodeURIComponent(ids[0])}/${decision}`, body)
        : await http.post<{ message?: string }>(`${path}/${decision}`, { ...body, ids });
    return answer.data.message;
  },

  /** An SPK's delivery day (`YYYY-MM-DD`, null clears it), before or after its approval. */
  async setDeliveryDate(id: Identifier, delivery_date: string | null): Promise<{ id: number; delivery_date: string | null }> {
    return (await http.put<{ id: number; delivery_date: string | null }>(`${apiPath('order')}/${encodeURIComponent(id)}/delivery`, { delivery_date })).data;
  },

  async dashboardSummary(): Promise<DashboardSummary> {
    return (await http.get<Envelope<DashboardSummary>>(DASHBOARD_SUMMARY)).data.data;
  },

  /** The records of a list's filter that have a place, for the maps (GET <path>/places). */
  async places(resource: PlaceResource, filter: Record<string, unknown>): Promise<PlacesOutput> {
    return (await http.get<PlacesOutput>(`${apiPath(resource)}/places`, { params: { filter: JSON.stringify(filter) } })).data;
  },

  /** "Hari ini": whom to contact today, for the caller's scope. */
  async today(): Promise<Today> {
    return (await http.get<Envelope<Today>>(DASHBOARD_TODAY)).data.data;
  },

  /** Kalender: what falls on the days from `from` to `to` (YYYY-MM-DD, both included), for the caller's scope. */
  async calendar(from: string, to: string): Promise<{ data: CalendarEvent[]; truncated: boolean }> {
    return (await http.get<{ data: CalendarEvent[]; truncated: boolean }>(DASHBOARD_CALENDAR, { params: { from, to } })).data;
  },
};

export type RecordsApi = typeof recordsApi;
