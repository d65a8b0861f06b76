/**
 * The SPK (Surat Pesanan Kendaraan) of an order, as a document with its own states (docs/leasing.md,
 * The SPK): Draft while it is being filled in, Lengkap once everything a dealer needs before the
 * delivery is there, then Selesai (delivered) or Batal.
 */
export const SPK_STATUSES = ['draft', 'complete', 'done', 'void'] as const;
export type SpkStatus = (typeof SPK_STATUSES)[number];

export const SPK_MOVES: Readonly<Record<SpkStatus, readonly SpkStatus[]>> = {
  draft: ['complete', 'void'],
  complete: ['draft', 'done', 'void'],
  done: [],
  void: [],
};

/** The only move an SPK has left once its order is rejected or cancelled: it is not delivered. */
export const movesOf = (status: SpkStatus, orderClosed: boolean): readonly SpkStatus[] =>
  orderClosed ? SPK_MOVES[status].filter((to) => to === 'void') : SPK_MOVES[status];

/** What an SPK may lack before it is Lengkap, in the order the page lists them. */
export const SPK_GAPS = ['buyer_address', 'colour', 'leasing_approval', 'booking_fee', 'discount_approval'] as const;
export type SpkGap = (typeof SPK_GAPS)[number];

export const SPK_GAP_LABELS: Readonly<Record<SpkGap, string>> = {
  buyer_address: 'alamat pembeli',
  colour: 'warna motor',
  leasing_approval: 'persetujuan leasing',
  booking_fee: 'tanda jadi (booking fee) diterima',
  discount_approval: 'persetujuan supervisor atas diskon',
};

/** The facts of an order its SPK's completeness reads. */
export type SpkFacts = {
  buyer_address: string | null;
  colour: string | null;
  payment: 'cash' | 'kredit';
  /** A partner has approved one of its applications. */
  leasing_approved: boolean;
  booking_fee_paid: boolean;
  discount: number;
  /** The most a salesperson may give without the supervisor; null: any discount needs the supervisor. */
  discount_limit: number | null;
  /** The order's validation (Approval Order) has approved it. */
  validated: boolean;
};

/** What the SPK still lacks before it is Lengkap; empty when nothing does. */
export function spkGaps(facts: SpkFacts): SpkGap[] {
  const gaps: SpkGap[] = [];
  if (!facts.buyer_address?.trim()) gaps.push('buyer_address');
  if (!facts.colour?.trim()) gaps.push('colour');
  if (facts.payment === 'kredit' && !facts.leasing_approved) gaps.push('leasing_approval');
  if (!facts.booking_fee_paid) gaps.push('booking_fee');
  if (facts.discount > (facts.discount_limit ?? 0) && !facts.validated) gaps.push('discount_approval');
  return gaps;
}
