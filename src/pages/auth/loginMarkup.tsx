import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { appRoutes } from '../../App';

/**
 * The login page as the app first draws it, rendered at build time into the page served for
 * /login (docs/client.md, "The login page's markup"), with the styles it needs: a phone shows the
 * form as soon as the HTML arrives, and the app takes it over (hydrates) once its code has run.
 * MUI's styles are written under emotion's default key, the one the browser's emotion uses, so
 * that the class names match and the browser adopts these style elements instead of writing them again.
 */
export async function renderLoginMarkup(): Promise<{ html: string; styles: string }> {
  const routes = appRoutes(new QueryClient());
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/login'));
  if (context instanceof Response) throw new Error('the login route answered a redirect at build time');
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </CacheProvider>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
