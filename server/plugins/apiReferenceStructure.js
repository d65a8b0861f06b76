/*
 * Completes the structure Swagger UI gives the API reference, for screen readers and axe-core
 * (docs/accessibility.md). Swagger UI is a React app of its own that the server only configures:
 * this script, served beside it under the page's CSP, adds to what it renders.
 * - Its information block (the API's name, version and description) is outside the main landmark
 *   Swagger UI gives the operations: it is the page's banner.
 * - Its headings skip a level: the tags are h3 under the title's h1, an operation's parts h4. Each
 *   heading below the h1 is read one level up (aria-level), so the outline has no gap.
 * - Each opened operation's responses table is a live region without a name, the same in every
 *   operation: it is named after its operation.
 * Swagger UI renders parts as they are opened or scrolled near, so this runs again on every change.
 */
function completeStructure(root) {
  root.querySelector('.information-container')?.setAttribute('role', 'banner');
  for (const heading of root.querySelectorAll('h3, h4, h5, h6')) {
    heading.setAttribute('aria-level', String(Number(heading.tagName.slice(1)) - 1));
  }
  for (const responses of root.querySelectorAll('.opblock .responses-table[role="region"]:not([aria-label])')) {
    const operation = responses.closest('.opblock');
    const method = operation.querySelector('.opblock-summary-method')?.textContent ?? '';
    const path = operation.querySelector('.opblock-summary-path')?.getAttribute('data-path') ?? '';
    responses.setAttribute('aria-label', `Responses ${method} ${path}`);
  }
}

const swaggerRoot = document.getElementById('swagger-ui');
new MutationObserver(() => completeStructure(swaggerRoot)).observe(swaggerRoot, { childList: true, subtree: true });
