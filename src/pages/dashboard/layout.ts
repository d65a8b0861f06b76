/** Five figure cards: stacked on phones, two by two on tablets, one row on desktops. */
export const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(5, 1fr)' },
} as const;

/** Charts full width on phones and tablets, side by side on wide screens. */
export const CHART_GRID = {
  display: 'grid',
  gap: 2,
  mt: 2,
  gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' },
} as const;
