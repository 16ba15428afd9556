import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PAGE_DATA_ELEMENT_ID, type PageData } from '@cumplia/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const API_PREFIXES = ['/cumplia-auth', '/cumplia-core', '/cumplia-mail', '/health', '/docs'];

export type SpaOptions = {
  distDir: string;
  /**
   * Data every page needs at once (the provider's public identity), written into index.html as JSON so that the
   * public pages neither wait for nor load the API client to show it.
   */
  pageData: PageData;
};

/** index.html with the page data as a JSON script element (`<` escaped, so no value can close the element). */
export function withPageData(html: string, pageData: PageData): string {
  const json = JSON.stringify(pageData).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${element}</head>`) : `${html}${element}`;
}

/**
 * Serves the built single-page app. Unknown non-API paths get index.html (with the page data) so the client
 * router can show the page (or its not-found page); hashed assets are cached for a year, index.html never.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: SpaOptions) => {
  const indexFile = path.join(options.distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir: options.distDir }, 'web app not built: only the API is served (run npm run build)');
    return;
  }
  const indexHtml = withPageData(readFileSync(indexFile, 'utf8'), options.pageData);
  await app.register(fastifyStatic, {
    root: options.distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset; they are sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      reply.header(
        'cache-control',
        filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Built files were registered as routes above; a missing file or an unknown API path is a plain 404.
    if (API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || path.extname(pathname) !== '') {
      return reply.callNotFound();
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
});
