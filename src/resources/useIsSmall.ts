import { useMediaQuery, type Theme } from '@mui/material';

/** Phones (docs/product.md: every page works at 360 px): lists become simple lists there. */
export const useIsSmall = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
