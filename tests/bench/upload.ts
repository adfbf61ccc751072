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

/** Sends `bytes` of the body of a tus PATCH from `offset`; drops the connection after `dropAfter`. */
function tusPatch(
  baseUrl: string,
  location: string,
  cookie: string,
  offset: number,
  bytes: number,
  dropAfter?: number,
): Promise<number> {
  const url = new URL(location, baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'PATCH',
      headers: {
        cookie,
        origin: url.origin,
        'tus-resumable': '1.0.0',
        'upload-offset': String(offset),
        'content-type': 'application/offset+octet-stream',
        'content-length': String(bytes),
      },
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', (error) => (dropAfter === undefined ? reject(error) : resolve(0)));
    const filler = Buffer.alloc(CHUNK, 7);
    const first = Buffer.alloc(CHUNK, 7);
    if (offset === 0) MP4_HEAD.copy(first);
    let sent = 0;
    const pump = () => {
      while (sent < bytes) {
        if (dropAfter !== undefined && sent >= dropAfter) {
          req.destroy();
          return;
        }
        const part = (sent === 0 ? first : filler).subarray(0, Math.min(CHUNK, bytes - sent));
        sent += part.length;
        if (!req.write(part)) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

/** upload.tus_resume: a 500 MB resumable upload whose connection drops at 50 %. */
export async function benchResume(baseUrl: string, member: Member): Promise<void> {
  const size = UPLOAD_MAX_BYTES - 1024;
  const cookie = member.cookie();
  const created = await fetch(new URL('/api/upload/tus', baseUrl), {
    method: 'POST',
    headers: { cookie, origin: baseUrl, 'tus-resumable': '1.0.0', 'upload-length': String(size) },
  });
  const location = created.headers.get('location');
  if (created.status !== 201 || !location) throw new Error(`tus create answered ${created.status}`);
  const half = Math.floor(size / 2);
  await tusPatch(baseUrl, location, cookie, 0, size, half);
  const dropped = performance.now();
  let offset = -1;
  // The server may still be writing what reached it: ask until it answers.
  while (offset < 0) {
    const head = await fetch(new URL(location, baseUrl), {
      method: 'HEAD',
      headers: { cookie, 'tus-resumable': '1.0.0' },
    });
    if (head.status === 200) offset = Number(head.headers.get('upload-offset'));
    else await new Promise((r) => setTimeout(r, 10));
  }
  const resumed = performance.now();
  const status = await tusPatch(baseUrl, location, cookie, offset, size - offset);
  const finished = performance.now();
  if (status !== 200) throw new Error(`tus resume answered ${status}`);
  info(
    `upload.tus: dropped at ${(half / 1048576).toFixed(0)} MB, the server had ${(offset / 1048576).toFixed(0)} MB`,
  );
  figure('upload.tus_resume_offset_ms', resumed - dropped, 'ms', 1000, 'drop → offset known');
  figure('upload.tus_second_half', (finished - resumed) / 1000, 's', 30);
}
