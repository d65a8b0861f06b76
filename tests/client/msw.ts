import { setupServer } from 'msw/node';

/** The provider API as the client tests see it; each test adds the answers it needs. */
export const server = setupServer();
