import { fileURLToPath } from 'node:url';

/**
 * React's module names, answered by Preact (decision 0030). One list for the browser build, the server
 * build and the component tests, so what is tested is what ships. Exact matches: 'react-dom/client' must
 * not fall through to 'react-dom'.
 */
export const PREACT_ALIASES = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./react.ts', import.meta.url)) },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
