// The compiled server (`pnpm build`, docs/decisions/027-production.md): one ES module bundle of
// sync-server/src/main.ts and the workspace sources it imports, into sync-server/dist/. Packages
// from node_modules stay external (native modules, PGlite's WebAssembly), so `node
// sync-server/dist/main.js` loads them from sync-server/node_modules like the sources do.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  logLevel: 'warn',
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: true,
    rollupOptions: {
      input: { main: 'src/main.ts', cli: 'src/cli.ts' },
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        chunkFileNames: 'chunks/[name]-[hash].js',
      },
    },
  },
  ssr: {
    target: 'node',
    // Compiled in: the workspace packages (TypeScript sources) and the plain JavaScript packages.
    noExternal: true,
    // Loaded at run time from node_modules: native modules, PGlite's WebAssembly, and what is
    // imported on first use only (the AWS SDK and the tus S3 store, web-push).
    external: [
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'sharp',
      '@aws-sdk/client-s3',
      '@aws-sdk/lib-storage',
      '@tus/s3-store',
      'web-push',
    ],
  },
  resolve: { conditions: ['node'] },
  define: { 'import.meta.vitest': 'undefined' },
});
