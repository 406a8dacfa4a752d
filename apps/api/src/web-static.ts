import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Top-level routes of the web app (SPEC section 2): deep links answer with index.html. */
const SPA_ROUTES = ['/', '/login', '/gengyun', '/gengyun/*', '/screen/*', '/scn/*', '/demo', '/data/report/*', '/public/request/*'];

const HASHED_ASSET = /[\\/]assets[\\/][^\\/]+-[\w-]{8,}\.\w+(\.(br|gz))?$/;

/** Serves the built admin (web/dist) when it exists; the API works without it. */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const fastifyStatic = (await import('@fastify/static')).default;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each script and style: sent as they are instead of compressed per request.
    preCompressed: true,
    maxAge: '1h',
    setHeaders: (reply, path) => {
      // Vite names what it puts under assets/ by content hash: a changed file is a new name, so it never goes stale.
      if (HASHED_ASSET.test(path)) void reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  const html = readFileSync(indexFile);
  for (const url of SPA_ROUTES) {
    app.get(url, (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html').send(html));
  }
  return true;
}
