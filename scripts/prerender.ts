// Part of `pnpm build`, after `vite build`: renders the visitor pages of
// shared-model/src/prerendered-pages.ts into copies of dist/index.html (docs/decisions/
// 008-first-visit.md). They stay out of the service worker's precache: the installed app keeps
// answering every navigation with the shell, index.html.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  PRERENDERED_ATTRIBUTE,
  PRERENDERED_PAGES,
  type PrerenderedPageId,
} from '@greenroom/shared-model/prerendered-pages';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { routerPlugin } from '../vite.config';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const dist = join(repoRoot, 'dist');
const renderer = join(repoRoot, 'node_modules/.cache/greenroom-prerender');
/** The shell's placeholder inside #root (pwa/index.html). */
const ROOT_CONTENT = /<div id="root"><!--app-->[\s\S]*?<!--\/app--><\/div>/;
/** pwa/public/early-session.js: a visitor's page has no session to ask about. */
const EARLY_SESSION = /\s*<script async src="\/early-session\.js"><\/script>/;

async function buildRenderer(): Promise<(id: PrerenderedPageId) => Promise<string>> {
  rmSync(renderer, { recursive: true, force: true });
  await build({
    configFile: false,
    root: join(repoRoot, 'pwa'),
    logLevel: 'warn',
    mode: 'production',
    publicDir: false,
    plugins: [routerPlugin(), react()],
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: renderer,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
    },
    // One self-contained file: the workspace packages are TypeScript sources.
    ssr: { noExternal: true },
  });
  const module = await import(pathToFileURL(join(renderer, 'render-page.js')).href);
  return module.renderPage;
}

const shell = readFileSync(join(dist, 'index.html'), 'utf8');
if (!ROOT_CONTENT.test(shell)) throw new Error('dist/index.html has no <!--app--> placeholder');
if (!EARLY_SESSION.test(shell)) throw new Error('dist/index.html has no early-session script');
const renderPage = await buildRenderer();
for (const [id, page] of Object.entries(PRERENDERED_PAGES)) {
  const markup = await renderPage(id as PrerenderedPageId);
  const html = shell
    .replace(EARLY_SESSION, '')
    .replace(ROOT_CONTENT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${id}">${markup}</div>`);
  const file = join(dist, page.file);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
  console.log(
    `prerendered ${page.url} → dist/${page.file} (${(html.length / 1000).toFixed(1)} kB)`,
  );
}
