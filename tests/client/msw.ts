import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The provider API as the client tests see it; each test adds the answers it needs. A call no test
 * answers gets a 404, and says so on stderr: left unanswered (msw's network error) it would count
 * as no signal (src/offline/connectivity.ts), take the app offline and pause every later read of
 * the test, which then waits for a state that never comes, or only when the calls raced one way.
 */
export const server = setupServer(
  http.all('*', ({ request }) => {
    console.error(`[tests] no answer given for ${request.method} ${new URL(request.url).pathname}`);
    return HttpResponse.json({ message: 'Tidak ada jawaban uji untuk panggilan ini.' }, { status: 404 });
  }),
);
