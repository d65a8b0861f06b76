import type { Prospect } from '../../../domain/records';

/** The prospect's address on one line, from the street to the province; empty when none is kept. */
export const addressLine = (prospect: Pick<Prospect, 'address' | 'kelurahan' | 'kecamatan' | 'kota' | 'provinsi'>): string =>
  [prospect.address, prospect.kelurahan, prospect.kecamatan, prospect.kota, prospect.provinsi].filter(Boolean).join(', ');
