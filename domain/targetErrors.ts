import { texts } from './errorTexts';

/** The errors of Setting Task (docs/api.md, Setting Task), part of the catalogue of domain/errors.ts. */
export const TARGET_ERRORS = {
  'target.holder_out_of_reach': texts(
    () => 'Anda hanya dapat mengatur target grup anda dan anggotanya.',
    () => 'You can only set targets for your own group and its members.',
  ),
  'target.already_set': texts<{ month: string }>(
    (p) => `Target bulan ${p.month} untuk sales atau grup ini sudah ada; ubah target yang ada.`,
    (p) => `A target for ${p.month} already exists for this salesperson or group; change that one.`,
  ),
  'target.not_a_group': texts(() => 'Hanya target grup yang dapat dibagi ke anggotanya.', () => 'Only a group target can be split over its members.'),
  'target.no_members': texts(
    () => 'Grup ini belum memiliki anggota aktif untuk dibagi target.',
    () => 'This group has no active members to split the target over.',
  ),
} as const;
