import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** Test files that replace modules (`vi.mock`): each keeps a worker of its own, so its mocks reach no other file. */
const mockingTests = readdirSync(here('src'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file) && /\bvi\.(mock|doMock|unmock)\(/.test(readFileSync(here(`src/${file}`), 'utf8')))
  .map((file) => `src/${file.replace(/\\/g, '/')}`);

/** The modules the shell starts from (their dependencies come with them). */
const SHELL_ROOTS = /[\\/]web[\\/]src[\\/](app[\\/](SessionGuard|AdminShell)|pages[\\/]personal[\\/]HomePage)\.tsx$/;

/** Text files worth compressing; below this size the framing costs more than it saves. */
const COMPRESSIBLE = /\.(js|css|svg|json|html)$/;
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside each built script, style and data file, so the server sends them as they are (with
 * the strongest settings, once) instead of compressing every request on a machine that is busy with other work.
 */
function precompress(): Plugin {
  return {
    name: 'gengyun-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const name of Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))) {
        const path = join(options.dir ?? 'dist', name);
        const data = readFileSync(path);
        if (data.length < MIN_COMPRESS_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(`${path}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      // One file of the shared contracts (the login page takes its labels and codes without the whole catalogue).
      { find: /^@gengyun\/contracts\/(.+)$/, replacement: `${here('../libs/contracts/src')}/$1` },
      { find: /^@gengyun\/contracts$/, replacement: here('../libs/contracts/src/index.ts') },
      { find: /^@\//, replacement: `${here('src')}/` },
    ],
  },
  server: {
    port: 5173,
    proxy: { '^/(?!src|node_modules|@|assets).*': { target: 'http://127.0.0.1:3000', bypass: (req) => (req.headers.accept?.includes('text/html') && !req.url?.startsWith('/public/scan?') ? '/index.html' : undefined) }, '/socket.io': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What index.html needs (the login page) in one chunk beside the entry, not a dozen small ones.
            { name: 'first', tags: ['$initial'], priority: 2 },
            // The logged-in frame (session guard, shell, home) and everything it imports that the first chunk does
            // not hold, in one chunk: after login it arrives in one request, not forty.
            { name: 'shell', test: SHELL_ROOTS, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    css: false,
    // antd pages render slowly in jsdom on a busy 2-core machine; the defaults (5 s, 1 s for findBy) flake there.
    testTimeout: 20_000,
    // Vitest leaves one core to its main process (cores − 1 workers), which idles once files are transformed: on the
    // two-core machines tests and CI run on, that halved the suite's speed.
    maxWorkers: Math.max(2, availableParallelism()),
    sequence: { setupFiles: 'list' },
    // Each project lists its own files and setup (a project's arrays add to the root's, they do not replace them).
    projects: [
      { extends: true, test: { name: 'isolated', include: mockingTests, setupFiles: ['test/setup.ts'] } },
      {
        // A fresh worker per file costs seconds on two cores (start jsdom, load antd and the pages): these files share
        // their worker's, and test/shared-setup.ts puts back before each what a fresh one would have and takes away
        // after each what the file left. They run after the isolated ones (groupOrder), as a worker is only kept while
        // the next file in the queue can share it.
        extends: true,
        test: {
          name: 'shared',
          // Shared by default (638 s → about 170 s here); VITEST_ISOLATE=1 gives every file a fresh worker again, the
          // way to tell a leak between files from a failure of the file itself. The leaks a full CI run found are
          // closed (test/shared-setup.ts takes away what each file leaves; docs/developing.md).
          isolate: process.env.VITEST_ISOLATE === '1',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: mockingTests,
          setupFiles: ['test/setup.ts', 'test/shared-setup.ts'],
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
