#!/usr/bin/env node
// Last step of `pnpm build`: a Brotli (.br) and a gzip (.gz) copy beside every text file of
// dist/ above 1 KB, made once at maximum compression. The server picks one by Accept-Encoding
// (sync-server/src/http/static.ts); files that would not shrink get no copy.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const MIN_BYTES = 1024;
const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/;
const dist = fileURLToPath(new URL('../dist', import.meta.url));

function* textFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* textFiles(path);
    else if (TEXT_FILE.test(entry.name)) yield path;
  }
}

let sources = 0;
let rawBytes = 0;
let brBytes = 0;
for (const path of textFiles(dist)) {
  const source = readFileSync(path);
  if (source.length < MIN_BYTES) continue;
  const br = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gz = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (br.length < source.length) writeFileSync(`${path}.br`, br);
  if (gz.length < source.length) writeFileSync(`${path}.gz`, gz);
  sources += 1;
  rawBytes += statSync(path).size;
  brBytes += Math.min(br.length, source.length);
}
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `compressed ${sources} files of ${relative(process.cwd(), dist) || 'dist'}: ${kb(rawBytes)} → ${kb(brBytes)} brotli`,
);
