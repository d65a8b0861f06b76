import axe from 'axe-core';

/** Serious and critical axe findings of WCAG 2.1 A and AA; colours are not drawn in jsdom, so contrast is left to the end-to-end scan. */
export async function accessibilityFindings(root: Element) {
  const results = await axe.run(root, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'], rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}
