import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin } from 'vite';

const root = path.resolve(import.meta.dirname, '..');

/** What src/pages/auth/loginMarkup.tsx exports (the client's code is outside this project's typecheck). */
type MarkupModule = { renderLoginMarkup: () => Promise<{ html: string; styles: string }> };

/**
 * Writes login.html beside index.html: the same page with the login page's markup and styles
 * rendered in, which the server sends for /login (docs/client.md, "The login page's markup"). The
 * render runs the client's own components in Node through a Vite server of its own.
 */
export function loginMarkup(): Plugin {
  return {
    name: 'sf-login-markup',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') this.error('the build wrote no index.html to render the login page into');
      const server = await createServer({
        root,
        configFile: false,
        plugins: [react()],
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, watch: null },
      });
      try {
        const { renderLoginMarkup } = (await server.ssrLoadModule('/src/pages/auth/loginMarkup.tsx')) as MarkupModule;
        const { html, styles } = await renderLoginMarkup();
        const page = String(index.source)
          .replace('</head>', `${styles}</head>`)
          .replace('<div id="root"></div>', `<div id="root">${html}</div>`);
        if (!page.includes(html)) this.error('index.html has no empty <div id="root"></div> to render the login page into');
        this.emitFile({ type: 'asset', fileName: 'login.html', source: page });
      } finally {
        await server.close();
      }
    },
  };
}
