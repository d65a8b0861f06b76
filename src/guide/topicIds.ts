/**
 * The topics of Panduan Pengguna (docs/product.md), by the anchor that opens each: /panduan#<id>.
 * Each is a Markdown file src/guide/topics/<NN>-<id>.md (docs/guide.md); this list is apart from
 * their texts so that the help link a page carries (layout/GuideLink.tsx) does not bring them.
 * tests/client/guide.test.tsx checks that it names exactly the files.
 */
export const GUIDE_TOPICS = [
  'mencatat-prospek',
  'follow-up',
  'visum',
  'order',
  'penjualan-kredit',
  'persetujuan',
  'import-data',
  'distribusi-data',
  'pesan-siaran',
  'whatsapp-business',
  'laporan',
] as const;

export type GuideTopicId = (typeof GUIDE_TOPICS)[number];

export const isGuideTopicId = (value: string): value is GuideTopicId => (GUIDE_TOPICS as readonly string[]).includes(value);

/** The roles a topic names on its 'Peran:' line: the seeded roles every dealer starts with. */
export const GUIDE_ROLES = ['Sales', 'Supervisor', 'Administrator'] as const;

export type GuideRole = (typeof GUIDE_ROLES)[number];

export const isGuideRole = (value: string): value is GuideRole => (GUIDE_ROLES as readonly string[]).includes(value);

export const GUIDE_ROUTE = '/panduan';
export const HELP_ROUTE = '/bantuan';

/** The address that opens a topic of the guide. */
export const guideTopicPath = (topic: GuideTopicId) => `${GUIDE_ROUTE}#${topic}`;
