// upload.*: one 500 MB file through POST /api/upload against the real server process: the
// throughput, and the server's resident memory while it streams (budget 256 MB: the file must
// never be held in memory). The body is generated on the fly, so the client holds none of it.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { UPLOAD_MAX_BYTES } from '@greenroom/shared-model/constants';
import type { Member } from '../sync/support/member-http';
import { figure, info } from './figures';

const CHUNK = 1024 * 1024;
/** An MP4 signature, so the server sniffs a video. */
const MP4_HEAD = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isomiso2'),
]);

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb * 1024;
}

export async function benchUpload(
  baseUrl: string,
  member: Member,
  serverPid: number,
): Promise<void> {
  const size = UPLOAD_MAX_BYTES - 1024;
  const boundary = `----greenroom-bench-${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="reel.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const before = rssOf(serverPid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(serverPid));
  }, 25);
  const started = performance.now();
  const url = new URL('/api/upload', baseUrl);
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        cookie: member.cookie(),
        origin: url.origin,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    const filler = Buffer.alloc(CHUNK, 7);
    const first = Buffer.alloc(CHUNK, 7);
    MP4_HEAD.copy(first);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const part = (sent === 0 ? first : filler).subarray(0, Math.min(CHUNK, size - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end(tail);
    };
    pump();
  });
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, rssOf(serverPid));
  if (status !== 200) throw new Error(`upload answered ${status}`);
  const mb = size / (1024 * 1024);
  info(`upload.post_500mb: ${mb.toFixed(0)} MB in ${seconds.toFixed(1)} s`);
  figure('upload.post_500mb_time', seconds, 's', 30, `${(mb / seconds).toFixed(0)} MB/s`);
  info(`upload.server_rss before the upload: ${(before / (1024 * 1024)).toFixed(0)} MB`);
  figure('upload.server_rss_peak', peak / (1024 * 1024), 'MB', 256);
}
