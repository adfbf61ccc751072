import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { MANIFEST_SCREENSHOTS } from './pwa/src/features/pwa-install/manifest-screenshots';
import { MANIFEST_SHARE_TARGET } from './pwa/src/features/share-target/manifest-share-target';
import { MANIFEST_SHORTCUTS } from './pwa/src/features/shortcuts/manifest-shortcuts';
import { staticCss } from './scripts/static-css';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// Keep in step with pwa/src/theme/tokens.ts (ink.950 and paper.50).
const THEME_COLOR = '#1c1426';
const BACKGROUND_COLOR = '#fbf8f4';
const API_TARGET = 'http://127.0.0.1:3000';

/** File routes with automatic code splitting; the prerender build (scripts/prerender.ts) too. */
export const routerPlugin = () =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: fromRoot('./pwa/src/routes'),
    generatedRouteTree: fromRoot('./pwa/src/routeTree.gen.ts'),
    quoteStyle: 'single',
    semicolons: true,
  });

/**
 * What a visitor can load: every module the entry, the visitor pages' routes (the landing page at
 * `/` and `/auth`) and the auth screens import statically, followed through the module graph
 * once it is known (buildEnd). Everything else is member-only code, which the `ui-kit` and
 * `sync-runtime` groups below pack into a few chunks instead of the forty small shared files the
 * automatic splitting makes (each a request, a modulepreload link and a module task on a phone).
 */
function visitorModules() {
  const VISITOR_ROOTS = [
    /[\\/]pwa[\\/]src[\\/]routes[\\/](?:index|auth)\.tsx/,
    /[\\/]pwa[\\/]src[\\/]features[\\/]auth[\\/]components[\\/]/,
  ];
  const ZOD = /[\\/]node_modules[\\/](?:\.pnpm[\\/])?zod/;
  const ids = new Set<string>();
  const zodUsers = new Set<string>();
  const plugin: Plugin = {
    name: 'greenroom:visitor-modules',
    apply: 'build',
    buildEnd() {
      const stack = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry || VISITOR_ROOTS.some((root) => root.test(id)),
      );
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (ids.has(id)) continue;
        ids.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // Modules that import zod, then those that import one of them, until nothing changes.
      const all = [...this.getModuleIds()];
      for (let grown = true; grown; ) {
        grown = false;
        for (const id of all) {
          if (zodUsers.has(id) || ZOD.test(id)) continue;
          const deps = this.getModuleInfo(id)?.importedIds ?? [];
          if (deps.some((dep) => ZOD.test(dep) || zodUsers.has(dep))) {
            zodUsers.add(id);
            grown = true;
          }
        }
      }
    },
  };
  return {
    plugin,
    isMemberOnly: (id: string) => ids.size > 0 && !ids.has(id),
    /** A module that builds zod schemas when it loads (it imports zod, or a module that does). */
    buildsSchemas: (id: string) => zodUsers.has(id),
  };
}
const visitor = visitorModules();
const ARK = /[\\/]node_modules[\\/](?:\.pnpm[\\/])?@(?:ark-ui|zag-js|floating-ui)/;
const MODEL = /[\\/]shared-model[\\/]src[\\/]/;
const SYNC_RUNTIME = /[\\/](?:pwa[\\/]src[\\/]client-core|shared-model[\\/]src|dexie-react-hooks@)/;

export default defineConfig({
  root: fromRoot('./pwa'),
  publicDir: fromRoot('./pwa/public'),
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Libraries that only members load get chunks of their own, named after them: the
          // feed's chunk stays under the route-chunk budget, and tests can name them.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?zod/ },
            { name: 'dexie', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?dexie@/ },
            { name: 'uplot', test: /[\\/]node_modules[\\/](?:\.pnpm[\\/])?uplot@/ },
            // Everything the entry imports statically is one chunk: on a phone's HTTP/1.1 with
            // six connections, forty small files cost seven round trips where one costs one.
            { name: 'shell', tags: ['$initial'] },
            {
              name: 'ui-kit-visitor',
              test: (id: string) => ARK.test(id) && !visitor.isMemberOnly(id),
            },
            { name: 'ui-kit', test: (id: string) => ARK.test(id) && visitor.isMemberOnly(id) },
            {
              name: 'model',
              test: (id: string) => MODEL.test(id) && !visitor.isMemberOnly(id),
            },
            {
              name: 'sync-runtime',
              test: (id: string) =>
                SYNC_RUNTIME.test(id) && visitor.isMemberOnly(id) && !visitor.buildsSchemas(id),
            },
            // shared-model's zod schemas, built when their chunk loads (about 100 ms on a phone):
            // only the forms that check as the member types import it; pulled rows and writes are
            // checked in the schema worker (pwa/src/sync/schema-worker.ts).
            {
              name: 'schemas',
              test: (id: string) =>
                MODEL.test(id) && visitor.buildsSchemas(id) && visitor.isMemberOnly(id),
            },
          ],
        },
      },
    },
  },
  // The schema worker (pwa/src/sync/schema-worker.worker.ts) imports zod and the schemas lazily,
  // as a chunk of its own: `worker-schemas`, a library chunk for bench:size.
  worker: {
    format: 'es',
    rolldownOptions: { output: { chunkFileNames: 'assets/worker-schemas-[hash].js' } },
  },
  plugins: [
    // Before react(): it rewrites route files for code splitting.
    routerPlugin(),
    react(),
    // After the JSX transform: css() calls of literal styles become their class names.
    staticCss(fromRoot('./pwa/styled-system/css/index.mjs')),
    visitor.plugin,
    VitePWA({
      strategies: 'injectManifest',
      srcDir: fromRoot('./service-worker/src'),
      filename: 'sw.ts',
      // Registered by workbox-window in pwa/src/features/pwa-install (update prompt decides).
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: 'Greenroom',
        short_name: 'Greenroom',
        description:
          'The members-only network for students and alumni of the arts school: profiles, portfolios, collaborators, jobs and gigs.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        categories: ['social', 'education'],
        shortcuts: MANIFEST_SHORTCUTS.map((s) => ({ ...s })),
        share_target: MANIFEST_SHARE_TARGET,
        screenshots: MANIFEST_SCREENSHOTS.map((s) => ({ ...s })),
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      // The plugin adds the web manifest and the manifest icons itself; listing them here would
      // precache them twice (stack guide §4).
      includeAssets: ['icons/apple-touch-icon.png', 'icons/favicon.svg'],
      injectManifest: {
        // Not the install sheet's screenshots (pwa/public/screenshots): only the browser's
        // install dialog reads them, online.
        globPatterns: ['**/*.{js,css,html}'],
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  server: {
    proxy: {
      '/api': API_TARGET,
      '/uploads': API_TARGET,
      '/ws': { target: API_TARGET.replace('http', 'ws'), ws: true },
    },
  },
  preview: {
    proxy: {
      '/api': API_TARGET,
      '/uploads': API_TARGET,
    },
  },
});
