// Issue #36, videos and sounds (ADR 046): a video post shows its poster and length at once in a
// box of the video's ratio, then plays the streaming rendition the server's queue made (H.264/AAC:
// Debian's Chromium plays it), the original a download away; a sound post draws its waveform.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { signUpMember } from './fixtures/members';
import { sql as inDatabase } from './fixtures/suite-database';

/** 15 s, 160x90, H.264 without sound (fixtures/media/make-clip.ts). */
const CLIP = readFileSync(new URL('./fixtures/media/clip.mp4', import.meta.url));

/** A mono 16-bit WAV: `seconds` of silence, then as long of a loud 440 Hz tone. */
function silenceThenTone(seconds: number, rate = 8000): Buffer {
  const samples = seconds * 2 * rate;
  const wav = Buffer.alloc(44 + samples * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + samples * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(samples * 2, 40);
  for (let i = seconds * rate; i < samples; i++) {
    wav.writeInt16LE(Math.round(26000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return wav;
}

async function mediaPost(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const uploaded = await page.request.post('/api/upload', {
    multipart: { file: { name, mimeType, buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  const reply = (await uploaded.json()) as { url: string; info: Record<string, unknown> | null };
  const id = randomUUID();
  const created = await page.request.post('/api/posts', {
    data: { id, content: `Take ${id.slice(0, 8)}`, imageUrl: reply.url },
  });
  expect(created.status()).toBe(201);
  return { ...reply, id };
}

test.use({ viewport: { width: 390, height: 844 } });

test('a video post shows its poster and length at once, then plays its streaming rendition', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Maya', lastName: 'Deren' });
  const { url, info, id } = await mediaPost(page, 'meshes.mp4', 'video/mp4', CLIP);
  expect(info).toMatchObject({ width: 160, height: 90, renditions: [160], duration: 14.9 });
  const hex = url.slice('/uploads/'.length, -'.mp4'.length);

  await page.goto(`/posts/${id}`);
  const player = page.getByRole('group').filter({ has: page.locator('video') });
  const video = player.locator('video');
  await expect(video).toHaveAttribute('poster', `/uploads/${hex}.w160.webp`);
  await expect(player.locator('[data-video-length]')).toHaveText('0:14');
  // The box has the video's ratio before any of the video has loaded.
  await expect(video).toHaveAttribute('width', '160');
  const box = (await video.boundingBox())!;
  expect(box.width / box.height).toBeCloseTo(160 / 90, 1);
  const poster = await page.request.get(`/uploads/${hex}.w160.webp`);
  expect(poster.headers()['content-type']).toBe('image/webp');

  // The queue makes the rendition in a second or two; the post's row brings `stream: ready`.
  await expect(video).toHaveAttribute('src', `/uploads/${hex}.v720.mp4`, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: 'Download the original' })).toHaveAttribute(
    'href',
    url,
  );
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain('.v720.mp4');
  await expect(player.locator('[data-video-length]')).toHaveCount(0);

  // The same video in the portfolio: its tile is the poster with the length, no video decoded.
  const piece = await page.request.post('/api/portfolio', {
    data: { title: 'Meshes', mediaUrl: url, mediaType: 'video' },
  });
  expect(piece.status()).toBe(201);
  await page.goto('/profile');
  const tile = page.getByRole('article', { name: 'Meshes' });
  await expect(tile.locator('img')).toHaveAttribute('src', `/uploads/${hex}.w160.webp`);
  await expect(tile.locator('[data-video-length]')).toHaveText('0:14');
  await expect(tile.locator('video')).toHaveCount(0);
});

test('while the rendition is made, its author reads how far it is and the original plays; others see the player only', async ({
  page,
  browser,
}) => {
  await signUpMember(page, { firstName: 'Agnes', lastName: 'Varda' });
  const { url, id } = await mediaPost(page, 'gleaners.mp4', 'video/mp4', CLIP);
  const hex = url.slice('/uploads/'.length, -'.mp4'.length);
  await page.goto(`/posts/${id}`);
  const video = page
    .getByRole('group')
    .filter({ has: page.locator('video') })
    .locator('video');
  await expect(video).toHaveAttribute('src', `/uploads/${hex}.v720.mp4`, { timeout: 30_000 });

  // The rendition is made again (as after a failed attempt): a worker holds the job at 40 %. The
  // post's row follows the upload's state (trigger), and the author's player hears of it live.
  await inDatabase(async (sql) => {
    await sql`insert into media_jobs (key, progress, locked_until)
              values (${`${hex}.mp4`}, 0.4, now() + interval '10 minutes')`;
    await sql`update uploads set stream = 'processing' where key = ${`${hex}.mp4`}`;
  });
  const note = page.getByRole('status').filter({ hasText: 'Processing video…' });
  await expect(note).toHaveText('Processing video… 40 % the original plays meanwhile.', {
    timeout: 15_000,
  });
  await expect(video).toHaveAttribute('src', url);
  await expect(page.getByRole('link', { name: 'Download the original' })).toHaveCount(0);

  // Another member sees the original playing, and nothing about its processing.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signUpMember(otherPage, { firstName: 'Jacques', lastName: 'Demy' });
  await otherPage.goto(`/posts/${id}`);
  const theirs = otherPage.getByRole('group').filter({ has: otherPage.locator('video') });
  await expect(theirs.locator('video')).toHaveAttribute('src', url, { timeout: 15_000 });
  await expect(otherPage.getByText('Processing video…')).toHaveCount(0);
  await other.close();

  // Made: the note goes, the player switches to the rendition.
  await inDatabase(async (sql) => {
    await sql`delete from media_jobs where key = ${`${hex}.mp4`}`;
    await sql`update uploads set stream = 'ready' where key = ${`${hex}.mp4`}`;
  });
  await expect(video).toHaveAttribute('src', `/uploads/${hex}.v720.mp4`, { timeout: 15_000 });
  await expect(note).toHaveCount(0);
});

test('a sound post draws its waveform: quiet where it is silent, tall where it is loud', async ({
  page,
}) => {
  await signUpMember(page, { firstName: 'Pauline', lastName: 'Oliveros' });
  const { info, id } = await mediaPost(page, 'drone.wav', 'audio/wav', silenceThenTone(1));
  const peaks = (info as { peaks: number[] }).peaks;
  expect(peaks).toHaveLength(160);
  await page.goto(`/posts/${id}`);
  const waveform = page.locator('[data-waveform]');
  await expect(waveform).toBeVisible();
  const bars = await waveform.evaluate((svg) =>
    [...svg.querySelectorAll('path')].flatMap((p) =>
      [...(p.getAttribute('d') ?? '').matchAll(/v([0-9.]+)/g)].map((m) => Number(m[1])),
    ),
  );
  expect(bars).toHaveLength(160);
  expect(Math.max(...bars.slice(0, 70))).toBeLessThanOrEqual(2);
  expect(Math.min(...bars.slice(90))).toBeGreaterThan(60);
});
