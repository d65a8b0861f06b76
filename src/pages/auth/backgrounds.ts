/** docs/product.md: the login background goes from dark blue to green. */
export const BLUE_GREEN_GRADIENT = 'linear-gradient(135deg, #0b2545 0%, #13315c 40%, #1b7f5b 100%)';
