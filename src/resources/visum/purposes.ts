import { VISUM_PURPOSES } from '../../../domain/vocabularies';
import type { Choice } from '../../records/choices';

/** Why a salesperson went out, with the label keys of app.visum.purpose. */
export const PURPOSE_CHOICES: Choice[] = VISUM_PURPOSES.map((id) => ({ id, name: `app.visum.purpose.${id}` }));

/** The detail page of a visit (/setting/detail-visum/:id, docs/product.md). */
export const visumDetailPath = (id: string | number) => `/setting/detail-visum/${encodeURIComponent(id)}`;
