import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { TEST_WORKERS } from '../../vitest.workers.ts';

const RARELY_REACHED = ['compare-page', 'couple-page', 'couple-join-page', 'shortlist-pages'];

// Same-origin API paths: in dev Vite forwards them to the Fastify server so cookies and CSP match production.
const API_PREFIXES = ['/v1', '/v3', '/web/v', '/api', '/docs', '/media', '/health'];
// API_ORIGIN lets `vite` / `vite preview` point at an API on another port (e.g. a second checkout).
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  // React in the browser, on the server and in the component tests (decision 0035); Fast Refresh in `npm run dev`.
  plugins: [react()],
  // `vite preview` reuses server.proxy, so the built app can also be tried against a running API.
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(API_PREFIXES.map((prefix) => [prefix, { target: API_ORIGIN, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // The API serves dist/ under a strict CSP: keep every asset a separate hashed file, never inlined.
    assetsInlineLimit: 0,
    sourcemap: false,
    target: 'es2022',
    // One stylesheet for the whole app (about 9 KB brotli): a server-rendered page then waits for one
    // render-blocking request instead of six (decision 0023).
    cssCodeSplit: false,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">; the polyfill would only add
    // bytes to every page's first load (DESIGN §8 budget).
    modulePreload: {
      polyfill: false,
      // Pages a couple reaches rarely and from one place (issue 30: the comparison from the likes page, the couple
      // link and the shortlist from mypage and likes, a family's share link opened server-rendered): their imports
      // load when they are opened, rather than their shared chunks being listed in the route table every page
      // downloads first (the hall page's first load sits at the 135 KB limit).
      resolveDependencies: (filename, deps) => (RARELY_REACHED.some((page) => filename.includes(page)) ? [] : deps),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    maxWorkers: TEST_WORKERS,
  },
});
