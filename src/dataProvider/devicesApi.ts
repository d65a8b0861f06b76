import { devicePath, DEVICES } from '../../domain/apiPaths';
import type { DeviceSession } from '../../domain/schemas/device';
import { http } from './http';
import type { Page } from './types';

export type { DeviceSession };

/** Catatan Perangkat's calls (docs/sessions-and-access.md, Catatan Perangkat), as custom dataProvider methods. */
export const devicesApi = {
  /** One page of the open sessions in reach; `id_user` (an Administrator's filter) one user's. */
  async deviceSessions(filter: { id_user?: number }, paging: { limit: number; offset: number }): Promise<Page<DeviceSession>> {
    return (await http.get<Page<DeviceSession>>(DEVICES, { params: { ...filter, ...paging } })).data;
  },
  /** Ends another session at once; the caller's own current one ends through logout instead. */
  async endDeviceSession(id: number): Promise<void> {
    await http.delete(devicePath(id));
  },
};

export type DevicesApi = typeof devicesApi;
