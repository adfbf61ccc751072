#!/usr/bin/env node
// `pnpm bench:size` (after `pnpm build`): the gzip -9 size of the JavaScript the shell loads
// before anything else — the entry script of dist/index.html, its modulepreload links, and the
// static imports of those files (dynamic imports, i.e. lazy routes, are not counted).
// Budget: 140 KB (research/perf.md §3). Exits 1 when over budget.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const BUDGET_KB = 140;
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
const indexPath = join(dist, 'index.html');

if (!existsSync(indexPath)) {
  console.error('dist/index.html not found: run `pnpm build` first.');
  process.exit(2);
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

// Static `import … from "./x.js"`, `import "./x.js"` and `export … from "./x.js"`; never `import(…)`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

const seen = new Map(); // site path → { raw, gzip }
const queue = [...roots];
while (queue.length > 0) {
  const sitePath = queue.shift();
  if (seen.has(sitePath) || /^(https?:)?\/\//.test(sitePath)) continue;
  const file = join(dist, sitePath.replace(/^\//, ''));
  if (!existsSync(file)) {
    console.error(`missing file referenced by index.html: ${sitePath}`);
    process.exit(2);
  }
  const source = readFileSync(file);
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION }).length;
  seen.set(sitePath, { raw: source.length, gzip });
  for (const [, spec] of source.toString('utf8').matchAll(STATIC_IMPORT)) {
    if (spec.startsWith('.') || spec.startsWith('/')) {
      queue.push(spec.startsWith('/') ? spec : posix.join(posix.dirname(sitePath), spec));
    }
  }
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const total = [...seen.values()].reduce((sum, f) => sum + f.gzip, 0);
const rawTotal = [...seen.values()].reduce((sum, f) => sum + f.raw, 0);

console.log(`bundle.shell_js_gzip: ${kb(total)} KB (budget ${BUDGET_KB})`);
console.log(`  ${'file'.padEnd(48)} ${'raw KB'.padStart(9)} ${'gzip KB'.padStart(9)}`);
for (const [path, f] of [...seen].sort((a, b) => b[1].gzip - a[1].gzip)) {
  console.log(`  ${path.padEnd(48)} ${kb(f.raw).padStart(9)} ${kb(f.gzip).padStart(9)}`);
}
console.log(`  ${'total'.padEnd(48)} ${kb(rawTotal).padStart(9)} ${kb(total).padStart(9)}`);
console.log(`  (${seen.size} files from ${relative(root, indexPath)}; KB = 1000 bytes, gzip -9)`);

if (total / 1000 > BUDGET_KB) {
  console.error(`over budget by ${kb(total - BUDGET_KB * 1000)} KB`);
  process.exit(1);
}
