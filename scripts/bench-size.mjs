#!/usr/bin/env node
// `pnpm bench:size` (after `pnpm build`): the bytes a browser is sent for the JavaScript the
// shell loads before anything else — the entry script of dist/index.html, its modulepreload
// links and their static imports (lazy chunks are not counted) — as the server sends them: the
// build's Brotli copy (.br), its gzip copy (.gz), or the file itself when it has no copy.
// Also: the visitor's prerendered landing page and stylesheet, and the largest lazy chunk.
// Budgets: shell JS 140 KB gzip (research/perf.md §3), any lazy route chunk 25 KB gzip
// (issue 15), any shared chunk (a library, the member's sync runtime, the UI kit) 40 KB gzip.
// Exits 1 when over budget.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const SHELL_BUDGET_KB = 140;
const LAZY_CHUNK_BUDGET_KB = 25;
const SHARED_CHUNK_BUDGET_KB = 40;
/** The named chunks of vite.config.ts's codeSplitting groups and the schema worker's chunk (whole
 * libraries, the member's sync runtime, the UI kit, the schemas): shared by many routes, not route
 * chunks, so outside the lazy-chunk budget and inside their own. */
const LIBRARY_CHUNK =
  /^(?:dexie|zod|uplot|ui-kit|ui-kit-visitor|model|sync-runtime|schemas|worker-schemas)-[\w-]{8}\.js$/;
const chunkName = (file) => file.replace(/-[\w-]{8}\.js$/, '');
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const indexPath = join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.error('dist/index.html not found: run `pnpm build` first.');
  process.exit(2);
}

/** Bytes on the wire for a file of dist/ with Accept-Encoding br, and with gzip only. */
function sent(file) {
  const raw = statSync(file).size;
  const copy = (ext) => (existsSync(file + ext) ? statSync(file + ext).size : raw);
  return { raw, br: copy('.br'), gzip: copy('.gz') };
}

const html = readFileSync(indexPath, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

/** Entry scripts and modulepreload links, as site paths ("/assets/x.js"). */
const roots = [];
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  if (/type\s*=\s*["']module["']/i.test(tag) && attr(tag, 'src')) roots.push(attr(tag, 'src'));
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  if (/rel\s*=\s*["']modulepreload["']/i.test(tag) && attr(tag, 'href'))
    roots.push(attr(tag, 'href'));
}
const stylesheet = [...html.matchAll(/<link\b[^>]*>/gi)]
  .map(([tag]) => tag)
  .find((tag) => /rel\s*=\s*["']stylesheet["']/i.test(tag));

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import(…)`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

const shell = new Map(); // site path → sent()
const queue = [...roots];
while (queue.length > 0) {
  const sitePath = queue.shift();
  if (shell.has(sitePath) || /^(https?:)?\/\//.test(sitePath)) continue;
  const file = join(dist, sitePath.replace(/^\//, ''));
  if (!existsSync(file)) {
    console.error(`missing file referenced by index.html: ${sitePath}`);
    process.exit(2);
  }
  shell.set(sitePath, sent(file));
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (spec.startsWith('.') || spec.startsWith('/')) {
      queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(sitePath), spec));
    }
  }
}

const lazy = readdirSync(join(dist, 'assets'))
  .filter((name) => name.endsWith('.js') && !shell.has(`/assets/${name}`))
  .map((name) => ({ name, ...sent(join(dist, 'assets', name)) }))
  .sort((a, b) => b.gzip - a.gzip);

const kb = (bytes) => (bytes / 1000).toFixed(1);
const sum = (files, key) => files.reduce((total, f) => total + f[key], 0);
const shellFiles = [...shell.values()];
const shellGzip = sum(shellFiles, 'gzip');
const largest = lazy.find((f) => !LIBRARY_CHUNK.test(f.name));

console.log(`bundle.shell_js_sent_gzip: ${kb(shellGzip)} KB (budget ${SHELL_BUDGET_KB})`);
console.log(`bundle.shell_js_sent_br: ${kb(sum(shellFiles, 'br'))} KB`);
console.log(
  `bundle.largest_lazy_route_chunk_sent_gzip: ${kb(largest?.gzip ?? 0)} KB (budget ${LAZY_CHUNK_BUDGET_KB}; ${largest?.name})`,
);
const shared = lazy.filter((f) => LIBRARY_CHUNK.test(f.name));
for (const chunk of shared) {
  console.log(
    `bundle.shared_${chunkName(chunk.name).replaceAll('-', '_')}_sent_gzip: ${kb(chunk.gzip)} KB (budget ${SHARED_CHUNK_BUDGET_KB})`,
  );
}
const landing = join(dist, 'prerendered/landing.html');
if (existsSync(landing)) console.log(`page.landing_html_sent_br: ${kb(sent(landing).br)} KB`);
if (stylesheet) {
  const css = sent(join(dist, attr(stylesheet, 'href').replace(/^\//, '')));
  console.log(`page.css_sent_br: ${kb(css.br)} KB`);
}

const row = (name, f) =>
  `  ${name.padEnd(48)} ${kb(f.raw).padStart(8)} ${kb(f.gzip).padStart(8)} ${kb(f.br).padStart(8)}`;
console.log(
  `  ${'shell file'.padEnd(48)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(8)}`,
);
for (const [path, f] of [...shell].sort((a, b) => b[1].gzip - a[1].gzip)) console.log(row(path, f));
console.log(
  row('total', { raw: sum(shellFiles, 'raw'), gzip: shellGzip, br: sum(shellFiles, 'br') }),
);
console.log('  largest lazy chunks');
for (const f of lazy.slice(0, 6)) console.log(row(f.name, f));
console.log(
  `  (${shell.size} shell files from ${relative(root, indexPath)}; KB = 1000 bytes, as served from dist/)`,
);

let over = false;
if (shellGzip / 1000 > SHELL_BUDGET_KB) {
  console.error(`shell over budget by ${kb(shellGzip - SHELL_BUDGET_KB * 1000)} KB`);
  over = true;
}
if (largest && largest.gzip / 1000 > LAZY_CHUNK_BUDGET_KB) {
  console.error(`${largest.name} over the lazy-chunk budget`);
  over = true;
}
for (const chunk of shared) {
  if (chunk.gzip / 1000 > SHARED_CHUNK_BUDGET_KB) {
    console.error(`${chunk.name} over the shared-chunk budget`);
    over = true;
  }
}
if (over) process.exit(1);
