// Issue #36, videos and sounds (ADR 046): an uploaded video's poster, length and size are recorded
// and served, reach the rows that hold it, its streaming rendition is made by the queue (which a
// restart resumes), everything goes with it; a sound has its waveform; the backfill makes what is
// missing once; without ffmpeg the original is served and the server says so.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MediaInfo, type SoundInfo, type VisualInfo } from '@greenroom/shared-model/schemas/media';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedUp, type TestApp } from '../../../../tests/support/test-app';
import { queryRows } from '../../db/client';
import { findMediaTools, type MediaTools } from './ffmpeg';
import { backfillRenditions } from './rendition-backfill';
import { createVideoQueue } from './video-queue';

let t: TestApp;
let ada: SignedUp;
let bob: SignedUp;
let tools: MediaTools;
let dir: string;
const clips: Record<'small' | 'wide' | 'sound', Buffer> = {} as never;

/** A clip made by ffmpeg from its test sources (a few kB, well under a second to make). */
function make(name: string, args: string[]): Buffer {
  const out = join(dir, name);
  execFileSync(tools.ffmpeg, ['-v', 'error', '-y', ...args, out]);
  return readFileSync(out);
}

beforeAll(async () => {
  const found = findMediaTools();
  if (!found) throw new Error('ffmpeg/ffprobe missing: run `pnpm install` (ADR 046)');
  tools = found;
  dir = mkdtempSync(join(tmpdir(), 'greenroom-video-test-'));
  const x264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
  // 2 s, 320 x 240 with a tone; and 1 s at 1000 x 750 (its rendition is 960 x 720).
  clips.small = make('small.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=10:duration=2'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=2', ...x264, '-c:a', 'aac'],
  ]);
  clips.wide = make('wide.mov', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=1000x750:rate=5:duration=1', ...x264],
  ]);
  // 2 s of sound: silent for the first second, loud for the second.
  clips.sound = make('sound.wav', [
    ...['-f', 'lavfi', '-i', "aevalsrc='if(lt(t,1),0,0.8*sin(2*PI*440*t))':d=2:s=8000"],
  ]);
  t = await createTestApp();
  ada = await t.signUp({ firstName: 'Ada' });
  bob = await t.signUp({ firstName: 'Bob' });
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function upload(app: TestApp, who: SignedUp, content: Uint8Array, name: string) {
  const form = new FormData();
  form.append('file', new Blob([content]), name);
  const res = await app.request('/api/upload', {
    method: 'POST',
    body: form,
    headers: { origin: 'http://localhost', cookie: who.cookie },
  });
  expect(res.status).toBe(200);
  const reply = (await res.json()) as { url: string; info?: MediaInfo | null };
  if (reply.info) expect(MediaInfo.parse(reply.info)).toEqual(reply.info);
  return reply;
}

const hexOf = (address: string) => address.slice('/uploads/'.length, '/uploads/'.length + 32);
const poster = (address: string, width: number) => `/uploads/${hexOf(address)}.w${width}.webp`;
const stream = (address: string) => `/uploads/${hexOf(address)}.v720.mp4`;

async function served(address: string, who: SignedUp = bob) {
  const res = await t.request(address, { headers: { cookie: who.cookie } });
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    body: Buffer.from(await res.arrayBuffer()),
  };
}

async function post(who: SignedUp, imageUrl: string): Promise<string> {
  const res = await who.client.post('/api/posts', { content: 'From the rehearsal', imageUrl });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function postInfo(id: string) {
  const res = await bob.client.get(`/api/posts/${id}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { imageInfo?: MediaInfo | null }).imageInfo;
}

/** What ffprobe says of a file's streams and where its index is. */
function inspect(body: Buffer) {
  const file = join(dir, `probe-${Math.random().toString(16).slice(2)}.mp4`);
  writeFileSync(file, body);
  const json = JSON.parse(
    execFileSync(tools.ffprobe, [
      '-v',
      'error',
      '-print_format',
      'json',
      '-show_streams',
      file,
    ]).toString(),
  ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] };
  const video = json.streams.find((s) => s.codec_type === 'video');
  const audio = json.streams.find((s) => s.codec_type === 'audio');
  return {
    video: video && { codec: video.codec_name, width: video.width, height: video.height },
    audio: audio?.codec_name ?? null,
    faststart: body.indexOf('moov') < body.indexOf('mdat'),
  };
}

describe('an uploaded video', () => {
  it('has its size, length and a poster at once, and a post carries them', async () => {
    const { url, info } = await upload(t, ada, clips.small, 'clip.mp4');
    expect(info).toEqual({
      width: 320,
      height: 240,
      placeholder: expect.stringMatching(/^#[0-9a-f]{6}$/),
      // Narrower than the narrowest photo width: its poster at its own width.
      renditions: [320],
      duration: 2,
      stream: 'processing',
    });
    const still = await served(poster(url, 320));
    expect(still).toMatchObject({ status: 200, type: 'image/webp' });
    expect(await sharp(still.body).metadata()).toMatchObject({ width: 320, height: 240 });
    const id = await post(ada, url);
    expect(await postInfo(id)).toEqual(info);
    // Not made yet: nothing at the rendition's address, the original plays.
    expect((await served(stream(url))).status).toBe(404);
    expect(await served(url)).toMatchObject({ status: 200, type: 'video/mp4' });

    // The author is told it is being made (and how far); nobody else is.
    const processing = async (who: SignedUp) =>
      (
        (await (await who.client.get('/api/storage/processing')).json()) as {
          videos: { url: string; progress: number }[];
        }
      ).videos;
    expect(await processing(ada)).toEqual([{ url, progress: 0 }]);
    expect(await processing(bob)).toEqual([]);

    expect(await t.videoQueue.drain()).toBe(1);
    expect(await processing(ada)).toEqual([]);
    expect(await postInfo(id)).toEqual({ ...(info as VisualInfo), stream: 'ready' });
    const made = await served(stream(url));
    expect(made).toMatchObject({ status: 200, type: 'video/mp4' });
    // Never upscaled: a 240p video stays 320 x 240.
    expect(inspect(made.body)).toEqual({
      video: { codec: 'h264', width: 320, height: 240 },
      audio: 'aac',
      faststart: true,
    });
  });

  it('larger than 720p streams at 720 px on its short side, its posters at the photo widths', async () => {
    const { url, info } = await upload(t, ada, clips.wide, 'wide.mov');
    expect(info).toMatchObject({ width: 1000, height: 750, renditions: [320, 640] });
    expect((info as VisualInfo).duration).toBeCloseTo(1, 0);
    await t.videoQueue.drain();
    const made = await served(stream(url));
    expect(inspect(made.body)).toEqual({
      video: { codec: 'h264', width: 960, height: 720 },
      audio: null,
      faststart: true,
    });
  });

  it('goes with its poster and streaming rendition when its post is deleted', async () => {
    const { url } = await upload(t, ada, clips.small, 'clip.mp4');
    const id = await post(ada, url);
    await t.videoQueue.drain();
    const files = [url, poster(url, 320), stream(url)];
    for (const file of files) expect((await served(file)).status).toBe(200);
    expect((await ada.client.delete(`/api/posts/${id}`)).status).toBe(200);
    await t.media.drain();
    for (const file of files) expect((await served(file)).status).toBe(404);
  });

  it('deleted while its rendition is queued leaves no job and no file', async () => {
    const { url } = await upload(t, ada, clips.small, 'clip.mp4');
    const id = await post(ada, url);
    expect((await ada.client.delete(`/api/posts/${id}`)).status).toBe(200);
    await t.media.drain();
    const jobs = await queryRows(t.db, sql`select key from media_jobs where key = ${url.slice(9)}`);
    expect(jobs).toEqual([]);
    expect(await t.videoQueue.drain()).toBe(0);
    expect((await served(stream(url))).status).toBe(404);
  });

  it('is made by the next process when the one that took it died, and at the start of a new one', async () => {
    const { url } = await upload(t, ada, clips.small, 'clip.mp4');
    const key = url.slice('/uploads/'.length);
    // A worker of another process holds it (its lease runs): it is not taken twice.
    await t.db.execute(
      sql`update media_jobs set locked_until = now() + interval '1 hour', attempts = 1
          where key = ${key}`,
    );
    const next = createVideoQueue({
      db: t.db,
      storage: t.services.storage,
      logger: t.services.logger,
    });
    expect(await next.drain()).toBe(0);
    // That process died: its lease ran out. A process that starts takes the job at once.
    await t.db.execute(
      sql`update media_jobs set locked_until = now() - interval '1 second' where key = ${key}`,
    );
    next.start();
    for (let i = 0; i < 100 && (await served(stream(url))).status !== 200; i++) {
      await new Promise((r) => setTimeout(r, 100));
    }
    await next.stop();
    expect((await served(stream(url))).status).toBe(200);
    const [row] = await queryRows<{ stream: string }>(
      t.db,
      sql`select stream from uploads where key = ${key}`,
    );
    expect(row?.stream).toBe('ready');
    expect(await queryRows(t.db, sql`select 1 from media_jobs where key = ${key}`)).toEqual([]);
  });
});

describe('two processes', () => {
  it('working the queue at once make a rendition once', async () => {
    const { url } = await upload(t, ada, clips.small, 'clip.mp4');
    const deps = { db: t.db, storage: t.services.storage, logger: t.services.logger };
    const [a, b] = [createVideoQueue(deps), createVideoQueue(deps)];
    const worked = await Promise.all([a.drain(), b.drain()]);
    expect(worked[0] + worked[1]).toBe(1);
    expect((await served(stream(url))).status).toBe(200);
  });
});

describe('an uploaded sound', () => {
  it('has its length and waveform, on the portfolio item that holds it', async () => {
    const { url, info } = await upload(t, ada, clips.sound, 'take.wav');
    const sound = info as SoundInfo;
    expect(sound.duration).toBe(2);
    expect(sound.peaks).toHaveLength(160);
    expect(Math.max(...sound.peaks.slice(0, 75))).toBeLessThan(5);
    expect(Math.min(...sound.peaks.slice(85))).toBeGreaterThan(60);
    const res = await ada.client.post('/api/portfolio', {
      title: 'Take one',
      mediaUrl: url,
      mediaType: 'audio',
    });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { mediaInfo?: MediaInfo }).mediaInfo).toEqual(info);
  });
});

describe('the backfill', () => {
  it('makes the info and rendition of a video uploaded before them, once', async () => {
    const { url, info } = await upload(t, ada, clips.small, 'clip.mp4');
    const key = url.slice('/uploads/'.length);
    const id = await post(ada, url);
    // As uploaded before this feature (or without ffmpeg).
    await t.db.execute(sql`delete from media_jobs where key = ${key}`);
    await t.db.execute(
      sql`update uploads set width = null, height = null, placeholder = null, renditions = null,
            duration = null, stream = null where key = ${key}`,
    );
    expect(await postInfo(id)).toBeNull();
    const deps = { db: t.db, storage: t.services.storage, logger: t.services.logger };
    const queue = createVideoQueue(deps);
    const first = await backfillRenditions({ ...deps, videoQueue: queue });
    expect(first.rendered).toBeGreaterThanOrEqual(1);
    expect(first.streams).toBeGreaterThanOrEqual(1);
    expect(await postInfo(id)).toEqual({ ...(info as VisualInfo), stream: 'ready' });
    expect((await served(stream(url))).status).toBe(200);
    expect(await backfillRenditions({ ...deps, videoQueue: queue })).toEqual({
      rendered: 0,
      skipped: 0,
      streams: 0,
    });
  });
});

describe('without ffmpeg', () => {
  it('keeps the video as uploaded, with no info, and says so', async () => {
    const said: string[] = [];
    const { services } = t;
    const kept = { tools: services.tools, logger: services.logger };
    // As on a machine without the binaries (the same services the upload route spreads).
    services.tools = null;
    services.logger = { ...kept.logger, warn: (message: string) => void said.push(message) };
    try {
      const { url, info } = await upload(t, ada, clips.small, 'clip.mp4');
      expect(info).toBeNull();
      expect(await served(url)).toMatchObject({ status: 200, type: 'video/mp4' });
      expect(said.some((m) => m.includes('ffmpeg/ffprobe not found'))).toBe(true);
    } finally {
      Object.assign(services, kept);
    }
  });
});
