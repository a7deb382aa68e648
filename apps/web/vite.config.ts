import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { PREACT_ALIASES } from './compat/aliases.ts';

const require = createRequire(import.meta.url);

// Same-origin API paths: in dev Vite forwards them to the Fastify server so cookies and CSP match production.
const API_PREFIXES = ['/v1', '/v3', '/web/v', '/api', '/docs', '/media', '/health'];
// API_ORIGIN lets `vite` / `vite preview` point at an API on another port (e.g. a second checkout).
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://localhost:3000';

export default defineConfig({
  // React's API on Preact in the browser, on the server and in the component tests (decision 0030). JSX is
  // compiled by Vite itself (tsconfig's react-jsx); React's Fast Refresh plugin cannot refresh Preact, so
  // `npm run dev` reloads the page on an edit.
  resolve: { alias: PREACT_ALIASES },
  // The server bundle carries its React libraries rather than importing them from node_modules at run
  // time: imported there, they would reach React itself instead of the aliases above.
  ssr: { noExternal: true },
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
    modulePreload: { polyfill: false },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Libraries that import React are run through the aliases too, so Testing Library renders with Preact;
    // its ES build, since a CommonJS require() would not pass through them.
    server: { deps: { inline: true } },
    alias: [
      {
        find: /^@testing-library\/react$/,
        replacement: require.resolve('@testing-library/react').replace(/index\.js$/, '@testing-library/react.esm.js'),
      },
    ],
  },
});
