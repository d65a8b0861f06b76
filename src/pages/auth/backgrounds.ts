/** docs/product.md: the login background goes from dark blue to green; a red variant exists too. */
export const BLUE_GREEN_GRADIENT = 'linear-gradient(135deg, #0b2545 0%, #13315c 40%, #1b7f5b 100%)';
export const RED_GRADIENT = 'linear-gradient(135deg, #3d0c11 0%, #7a1420 45%, #c0392b 100%)';
