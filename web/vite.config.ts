import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/** The modules the shell starts from (their dependencies come with them). */
const SHELL_ROOTS = /[\\/]web[\\/]src[\\/](app[\\/](SessionGuard|AdminShell)|pages[\\/]personal[\\/]HomePage)\.tsx$/;

export default defineConfig({
  plugins: [react()],
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
    proxy: { '^/(?!src|node_modules|@|assets).*': { target: 'http://127.0.0.1:3000', bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined) }, '/socket.io': { target: 'http://127.0.0.1:3000', ws: true } },
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
    setupFiles: ['test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd pages render slowly in jsdom on a busy 2-core machine; the defaults (5 s, 1 s for findBy) flake there.
    testTimeout: 20_000,
  },
});
