#!/usr/bin/env node
// Renders the Greenroom mark into the PNG icons of the web manifest with headless Chromium.
// Run from the repository root: `node pwa/scripts/generate-icons.mjs` (needs /usr/bin/chromium).
// The PNGs are committed; run this again only when the mark changes (pwa/src/ui/logo.tsx).
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

// sharp is the server's dependency; the icons are quantised to a palette (a fraction of the
// bytes; a phone fetches the 192px icon on the first visit to check installability).
const sharp = createRequire(
  join(dirname(fileURLToPath(import.meta.url)), '../../sync-server/package.json'),
)('sharp');
const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons');

const GRADIENT = `<linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
  <stop offset="0" stop-color="#5f25a3"/><stop offset="1" stop-color="#b8206e"/></linearGradient>`;
const GLYPH = `<path d="M68.5 34.5A24 24 0 1 0 72 52H51" fill="none" stroke="#fff" stroke-width="11"
  stroke-linecap="round" stroke-linejoin="round"/><circle cx="77" cy="19" r="5.5" fill="#f7c1df"/>`;

/** The mark on a rounded square (transparent corners): favicon and "any" icons. */
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs>${GRADIENT}</defs>
<rect width="96" height="96" rx="24" fill="url(#g)"/>${GLYPH}</svg>`;

/** Full-bleed square with the glyph scaled into the centre: maskable and Apple icons. */
const fullBleed = (glyphScale) => {
  const offset = (96 - 96 * glyphScale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs>${GRADIENT}</defs>
<rect width="96" height="96" fill="url(#g)"/>
<g transform="translate(${offset} ${offset}) scale(${glyphScale})">${GLYPH}</g></svg>`;
};

const icons = [
  { file: 'icon-192.png', size: 192, svg: rounded },
  { file: 'icon-512.png', size: 512, svg: rounded },
  // Maskable: the glyph stays inside the 80% safe circle whatever mask the platform applies.
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.72) },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(0.86) },
];

writeFileSync(join(out, 'favicon.svg'), `${rounded}\n`);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    await page.screenshot({
      path: join(out, file),
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    const path = join(out, file);
    const packed = await sharp(readFileSync(path))
      .png({ palette: true, quality: 95, effort: 10, compressionLevel: 9 })
      .toBuffer();
    writeFileSync(path, packed);
    console.log(`wrote ${file} (${size}x${size}, ${packed.length} bytes)`);
  }
} finally {
  await browser.close();
}
