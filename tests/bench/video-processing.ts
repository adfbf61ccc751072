// What a large video costs the server while its streaming rendition is made (ADR 046): a ~100 MB
// 1080p clip (made here by ffmpeg) uploaded to the compiled server on the embedded database, then
// GET /api/health every 20 ms until the rendition is stored — latency before and during, the
// server's resident memory and ffmpeg's. Figures, not assertions:
//   pnpm build && pnpm exec tsx tests/bench/video-processing.ts [seconds=60] [port=4314]
import { execFileSync } from 'node:child_process';
import { openAsBlob, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findMediaTools } from '@greenroom/sync-server/features/uploads/ffmpeg';
import { ServerProcess } from '../support/server-process';
import { signUpMember } from '../sync/support/member-http';
import { median, percentile } from './figures';

const seconds = Number(process.argv[2] ?? 60);
const port = Number(process.argv[3] ?? 4314);

function rss(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    // A process that has just exited has no VmRSS line.
    return Number.isFinite(kb) ? kb * 1024 : 0;
  } catch {
    return 0;
  }
}

function children(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .map(Number);
  } catch {
    return [];
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const ms = (values: number[]) =>
  `p50 ${median(values).toFixed(1)} ms, p99 ${percentile(values, 99).toFixed(1)} ms, max ${Math.max(...values).toFixed(1)} ms (${values.length} requests)`;

/** GET /api/health one after another every 20 ms until `done()`; the latencies. */
async function healthWhile(base: string, done: () => boolean, sample?: () => void) {
  const latencies: number[] = [];
  while (!done()) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    sample?.();
    await new Promise((r) => setTimeout(r, 20));
  }
  return latencies;
}

const tools = findMediaTools();
if (!tools) throw new Error('no ffmpeg: pnpm install');
const file = join(tmpdir(), `greenroom-bench-${seconds}s.mp4`);
let t0 = performance.now();
const piece = join(tmpdir(), 'greenroom-bench-piece.mp4');
// Ten seconds of a busy 1080p picture at 14 Mb/s, looped (copied, not encoded again) to length.
execFileSync(tools.ffmpeg, [
  ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=1920x1080:rate=30:duration=10'],
  ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=10'],
  ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '14M', '-pix_fmt', 'yuv420p'],
  ...['-c:a', 'aac', piece],
]);
execFileSync(tools.ffmpeg, [
  ...['-v', 'error', '-y', '-stream_loop', String(Math.ceil(seconds / 10) - 1), '-i', piece],
  ...['-c', 'copy', '-t', String(seconds), file],
]);
rmSync(piece, { force: true });
const size = statSync(file).size;
console.log(
  `clip: ${seconds} s 1920x1080 30 fps, ${mb(size)}, made in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);

const server = new ServerProcess({
  port,
  env: { SIGNUP_LIMIT_PER_HOUR: '0', MEMBER_WRITE_LIMITS: 'off' },
});
await server.start();
const pid = server.pids[0]!;
try {
  const member = await signUpMember(server.url);
  const until = Date.now() + 5000;
  const idle = await healthWhile(server.url, () => Date.now() > until);
  console.log(`idle:        ${ms(idle)}, server RSS ${mb(rss(pid))}`);

  const form = new FormData();
  form.append('file', await openAsBlob(file, { type: 'video/mp4' }), 'reel.mp4');
  let uploaded = false;
  t0 = performance.now();
  const upload = member.fetch('/api/upload', { method: 'POST', body: form }).then(async (res) => {
    uploaded = true;
    if (res.status !== 200) throw new Error(`upload ${res.status}: ${await res.text()}`);
    return (await res.json()) as { url: string; info: unknown };
  });
  let serverPeak = 0;
  let ffmpegPeak = 0;
  const sample = () => {
    serverPeak = Math.max(serverPeak, rss(pid));
    for (const child of children(pid)) ffmpegPeak = Math.max(ffmpegPeak, rss(child));
  };
  const during = await healthWhile(server.url, () => uploaded, sample);
  const reply = await upload;
  console.log(
    `upload (probe + poster in the request): ${((performance.now() - t0) / 1000).toFixed(1)} s; ${ms(during)}; info ${JSON.stringify(reply.info)}`,
  );
  const rendition = reply.url.replace(/\.mp4$/, '.v720.mp4');
  let ready = false;
  const check = setInterval(() => {
    member
      .fetch(rendition, { method: 'HEAD' })
      .then((res) => {
        if (res.status === 200) ready = true;
      })
      .catch(() => undefined);
  }, 1000);
  t0 = performance.now();
  const processing = await healthWhile(server.url, () => ready, sample);
  clearInterval(check);
  const made = await member.fetch(rendition, {});
  const bytes = (await made.arrayBuffer()).byteLength;
  console.log(
    `rendition (niced ffmpeg, one thread): ${((performance.now() - t0) / 1000).toFixed(0)} s, ${mb(bytes)}; ${ms(processing)}`,
  );
  console.log(`peak RSS: server ${mb(serverPeak)}, ffmpeg ${mb(ffmpegPeak)}`);
} finally {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
  rmSync(file, { force: true });
}
