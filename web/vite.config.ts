import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@gengyun/contracts': here('../libs/contracts/src/index.ts'),
      '@': here('src'),
    },
  },
  server: {
    port: 5173,
    proxy: { '^/(?!src|node_modules|@|assets).*': { target: 'http://127.0.0.1:3000', bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined) }, '/socket.io': { target: 'http://127.0.0.1:3000', ws: true } },
  },
  build: { outDir: 'dist', sourcemap: false, manifest: true, chunkSizeWarningLimit: 1500 },
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
