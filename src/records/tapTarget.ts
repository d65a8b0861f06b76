/**
 * WCAG 2.5.8: a link standing on its own in a card or a list row (a prospect's name, its phone
 * number) is at least 24 × 24 px, so that a salesperson's thumb hits it outdoors; a text link is only
 * as tall as its line (docs/accessibility.md).
 */
export const TAP_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 24, minWidth: 24 } as const;
