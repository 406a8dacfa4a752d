// A one-page harness of the product's web components (a folder with index.html and main.tsx): built by Vite with the
// web's aliases into a temporary folder, served on localhost, and Debian's Chromium to open it (never a download).
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { repoRoot as root } from '../support/server.mjs';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Builds the harness folder (a URL) and serves it; answers its address and how to stop serving. */
export async function serveHarness(folder) {
  const webRequire = createRequire(join(root, 'web', 'package.json'));
  const { build } = await import(webRequire.resolve('vite'));
  const react = (await import(webRequire.resolve('@vitejs/plugin-react'))).default;
  const outDir = mkdtempSync(join(tmpdir(), 'gengyun-harness-'));
  await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(folder),
    base: './',
    plugins: [react()],
    resolve: {
      alias: [
        { find: /^@gengyun\/contracts\/(.+)$/, replacement: `${join(root, 'libs/contracts/src')}/$1` },
        { find: /^@gengyun\/contracts$/, replacement: join(root, 'libs/contracts/src/index.ts') },
        { find: /^@\//, replacement: `${join(root, 'web/src')}/` },
      ],
    },
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 4000 },
  });
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    try {
      const body = readFileSync(join(outDir, path === '/' ? 'index.html' : path));
      res.writeHead(200, { 'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { base: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

export const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
