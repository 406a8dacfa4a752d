import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Top-level routes of the web app (SPEC section 2): deep links answer with index.html. */
const SPA_ROUTES = ['/', '/login', '/gengyun', '/gengyun/*', '/screen/*', '/scn/*', '/demo', '/data/report/*'];

/** Serves the built admin (web/dist) when it exists; the API works without it. */
export async function serveWeb(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return false;
  const fastifyStatic = (await import('@fastify/static')).default;
  await app.register(fastifyStatic, { root: webDist, wildcard: false, index: false, maxAge: '1h' });
  const html = readFileSync(indexFile);
  for (const url of SPA_ROUTES) {
    app.get(url, (_req, reply) => reply.header('cache-control', 'no-cache').type('text/html').send(html));
  }
  return true;
}
