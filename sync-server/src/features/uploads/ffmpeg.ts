// ffmpeg and ffprobe for videos and sounds (ADR 046): where they are, and the four things the
// server asks of them (what a file holds, a poster frame, a sound's peaks, the streaming
// rendition). The binaries come from the npm packages @ffmpeg-installer/linux-x64 and
// @ffprobe-installer/linux-x64 (optional dependencies of the server, installed by `pnpm
// install`), or FFMPEG_PATH / FFPROBE_PATH, or PATH. Without them videos and sounds are served as
// they were uploaded (no poster, length, waveform or rendition) and the server says so once.
import { spawn } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { delimiter, dirname, join } from 'node:path';

export interface MediaTools {
  ffmpeg: string;
  ffprobe: string;
}

function executable(path: string | undefined | null): string | null {
  if (!path) return null;
  try {
    accessSync(path, constants.X_OK);
    return path;
  } catch {
    return null;
  }
}

function fromPackage(name: string, binary: string): string | null {
  try {
    const require = createRequire(import.meta.url);
    return join(dirname(require.resolve(`${name}/package.json`)), binary);
  } catch {
    return null;
  }
}

function onPath(binary: string, path = process.env.PATH ?? ''): string | null {
  for (const dir of path.split(delimiter)) {
    const found = dir ? executable(join(dir, binary)) : null;
    if (found) return found;
  }
  return null;
}

function find(variable: string, name: string, binary: string): string | null {
  const configured = process.env[variable];
  if (configured !== undefined && configured !== '') return executable(configured);
  return executable(fromPackage(name, binary)) ?? onPath(binary);
}

/** The binaries this process uses, or null when either is missing (looked up once). */
let found: MediaTools | null | undefined;
export function findMediaTools(): MediaTools | null {
  if (found !== undefined) return found;
  const ffmpeg = find('FFMPEG_PATH', '@ffmpeg-installer/linux-x64', 'ffmpeg');
  const ffprobe = find('FFPROBE_PATH', '@ffprobe-installer/linux-x64', 'ffprobe');
  found = ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
  return found;
}

class ToolFailed extends Error {}

interface RunOptions {
  /** Niceness of the child (19: it runs only on what requests leave). */
  nice?: number;
  signal?: AbortSignal;
  /** Each chunk of stdout as it comes (then it is not collected). */
  onStdout?: (chunk: Buffer) => void;
}

/** Runs `command`; resolves to its stdout (unless streamed), rejects with its stderr's tail. */
function run(command: string, args: string[], options: RunOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (options.nice && child.pid) {
      try {
        setPriority(child.pid, options.nice);
      } catch {
        // Not allowed here: it runs at the server's priority.
      }
    }
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) options.onStdout(chunk);
      else out.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err = (err + chunk.toString()).slice(-2000);
    });
    const abort = () => child.kill('SIGKILL');
    options.signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error) => {
      options.signal?.removeEventListener('abort', abort);
      reject(error);
    });
    child.on('close', (code) => {
      options.signal?.removeEventListener('abort', abort);
      if (code === 0) resolve(Buffer.concat(out));
      else if (options.signal?.aborted) reject(new ToolFailed('stopped'));
      else reject(new ToolFailed(`${command.split('/').at(-1)} exited ${code}: ${err.trim()}`));
    });
  });
}

export interface Probed {
  /** Seconds (0 when the container does not say). */
  duration: number;
  /** The first video stream's size as shown (rotation applied), when there is one. */
  video: { width: number; height: number } | null;
  audio: boolean;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    duration?: string;
    disposition?: { attached_pic?: number };
    tags?: { rotate?: string };
    side_data_list?: { rotation?: number }[];
  }[];
}

export async function probe(tools: MediaTools, path: string): Promise<Probed> {
  const out = await run(tools.ffprobe, [
    '-v',
    'error',
    '-print_format',
    'json',
    '-show_format',
    '-show_streams',
    path,
  ]);
  const json = JSON.parse(out.toString()) as ProbeJson;
  const streams = json.streams ?? [];
  // A cover picture in a sound file is a "video" stream too; it is no video.
  const v = streams.find(
    (s) => s.codec_type === 'video' && !s.disposition?.attached_pic && s.width && s.height,
  );
  const duration = Number(json.format?.duration ?? v?.duration ?? 0);
  let video: Probed['video'] = null;
  if (v?.width && v.height) {
    const rotation = Number(v.tags?.rotate ?? v.side_data_list?.find((d) => d.rotation)?.rotation);
    const turned = Math.abs(rotation) % 180 === 90;
    video = turned ? { width: v.height, height: v.width } : { width: v.width, height: v.height };
  }
  return {
    duration: Number.isFinite(duration) && duration > 0 ? duration : 0,
    video,
    audio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** One frame as a PNG, `at` seconds in (rotation applied). */
export function posterFrame(tools: MediaTools, path: string, at: number): Promise<Buffer> {
  return run(tools.ffmpeg, [
    '-v',
    'error',
    '-nostdin',
    '-ss',
    at.toFixed(3),
    '-i',
    path,
    '-frames:v',
    '1',
    '-f',
    'image2',
    '-c:v',
    'png',
    'pipe:1',
  ]);
}

/**
 * The peaks of a sound's waveform: `count` values 0–100, the loudest sample of each equal slice
 * of its length (mono, 4 kHz: enough for a picture, and little to read).
 */
export async function soundPeaks(
  tools: MediaTools,
  path: string,
  duration: number,
  count: number,
): Promise<number[]> {
  const RATE = 4000;
  const expected = Math.max(count, Math.round(duration * RATE));
  const peaks = new Array<number>(count).fill(0);
  let sample = 0;
  let carry: Buffer | null = null;
  await run(
    tools.ffmpeg,
    [
      '-v',
      'error',
      '-nostdin',
      '-i',
      path,
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      String(RATE),
    ].concat(['-f', 's16le', 'pipe:1']),
    {
      onStdout: (chunk) => {
        const data: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
        const whole = data.length - (data.length % 2);
        for (let i = 0; i < whole; i += 2) {
          const slice = Math.min(count - 1, Math.floor((sample * count) / expected));
          const level = Math.abs(data.readInt16LE(i));
          if (level > peaks[slice]!) peaks[slice] = level;
          sample += 1;
        }
        carry = whole < data.length ? data.subarray(whole) : null;
      },
    },
  );
  // A sound shorter than its container said leaves the last slices empty: spread what there is.
  const filled = Math.min(count, Math.max(1, Math.ceil((sample * count) / expected)));
  const used = filled < count ? resample(peaks.slice(0, filled), count) : peaks;
  return used.map((p) => Math.round((p / 32768) * 100));
}

function resample(values: number[], count: number): number[] {
  return Array.from({ length: count }, (_, i) => values[Math.floor((i * values.length) / count)]!);
}

/** The streaming rendition's longest short side (ADR 046). */
const STREAM_SHORT_SIDE = 720;

/**
 * The streaming rendition of `input` into `output`: H.264 (main profile, yuv420p) and AAC in an
 * MP4 with its index first (`+faststart`, so a phone starts playing before it has the whole
 * file), at most 720 px on the short side and never upscaled, at niceness 19 on one thread.
 * `onProgress` gets 0–1 as it goes.
 */
export function transcodeStream(
  tools: MediaTools,
  input: string,
  output: string,
  duration: number,
  options: { signal?: AbortSignal; onProgress?: (done: number) => void } = {},
): Promise<Buffer> {
  const S = STREAM_SHORT_SIDE;
  // The short side at most S and even; the other follows the ratio (-2: even too).
  const scale =
    `scale=w='if(gte(iw,ih),-2,min(${S},trunc(iw/2)*2))'` +
    `:h='if(gte(iw,ih),min(${S},trunc(ih/2)*2),-2)'`;
  let pending = '';
  return run(
    tools.ffmpeg,
    [
      ...['-v', 'error', '-nostdin', '-y', '-i', input, '-map', '0:v:0', '-map', '0:a:0?'],
      ...['-vf', scale, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23'],
      ...['-maxrate', '2500k', '-bufsize', '5000k', '-profile:v', 'main', '-pix_fmt', 'yuv420p'],
      ...['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-movflags', '+faststart'],
      ...['-threads', '1', '-progress', 'pipe:1', '-nostats', '-f', 'mp4', output],
    ],
    {
      nice: 19,
      ...(options.signal ? { signal: options.signal } : {}),
      onStdout: (chunk) => {
        pending += chunk.toString();
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          const m = /^out_time_(?:us|ms)=(\d+)/.exec(line);
          if (m && duration > 0) {
            options.onProgress?.(Math.min(1, Number(m[1]) / 1e6 / duration));
          }
        }
      },
    },
  );
}
