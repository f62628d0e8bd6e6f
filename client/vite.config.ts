import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { typedDocuments } from './build/typed-documents.ts';
import { precompress } from './precompress.plugin.ts';
import { shellFiles } from './shell-files.plugin.ts';

// The API the dev server proxies to: the one `npm run dev` started on PORT (default 4000).
const api = `http://localhost:${process.env.PORT ?? 4000}`;

/**
 * The GraphQL explorer served at GET /graphql (issue 24): graphiql.html, built by a second pass
 * (`vite build --mode explorer`) into the same dist/. A separate build rather than a second input: the
 * vendor chunk groups below would otherwise take the parts of graphql that only GraphiQL uses into the
 * office app's `apollo` chunk (+29 kB gzipped on every office screen, measured with check-bundles.mjs).
 */
const explorerBuild = {
  outDir: 'dist',
  emptyOutDir: false,
  // public/ was copied by the office build, and its sw.js then filled in (shell-files.plugin.ts).
  copyPublicDir: false,
  // The office build's manifest (read by scripts/check-bundles.mjs) stays the only one.
  manifest: false,
  sourcemap: true,
  rolldownOptions: { input: fileURLToPath(new URL('graphiql.html', import.meta.url)) },
  // Monaco, the explorer's editor, is one large chunk by design; it loads only at /graphql.
  chunkSizeWarningLimit: 4000,
};

// The server serves client/dist at `/`; in development Vite proxies the API to it.
export default defineConfig(({ mode }) => ({
  plugins: [typedDocuments(fileURLToPath(new URL('./src/gql', import.meta.url))), react(), ...(mode === 'explorer' ? [] : [shellFiles()]), precompress()],
  resolve: {
    alias: {
      // Pure domain rules shared with the server (DESIGN.md "Shape").
      '@domain': fileURLToPath(new URL('../server/src/domain', import.meta.url)),
    },
  },
  build: mode === 'explorer' ? explorerBuild : {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: each entry's and lazy screen's imports, read by the bundle budget check.
    manifest: true,
    sourcemap: true,
    // Vendor code changes less often than ours: separate chunks stay cached across releases.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|graphql-ws|rxjs|@wry|optimism|tslib)[\\/]/, priority: 20 },
          ],
        },
      },
    },
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: api, ws: true, changeOrigin: true },
      '/api': { target: api, changeOrigin: true },
    },
  },
}));
