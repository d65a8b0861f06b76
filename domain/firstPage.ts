/**
 * The prospect list as it first opens: the order and the page size the client's list asks for and
 * the server draws into a cold link's page (docs/client.md, "First rows from the server"). One
 * constant, so that the rows the server drew are the answer the list would have asked for.
 */
export const PROSPECT_FIRST_PAGE = { path: '/prospect', sort: { field: 'created_at', order: 'DESC' }, perPage: 10 } as const;
