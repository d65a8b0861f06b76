import { Chip } from '@mui/material';

/** The red chip of an approval queue's pending count (docs/product.md): nothing at 0. */
export const CountChip = ({ count }: { count?: number }) =>
  count !== undefined && count > 0 ? <Chip component="span" label={count} color="error" size="small" /> : null;
