import { UPLOAD_TEXTS } from '@greenroom/shared-model/texts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_STALL_MS, UploadError, uploadMedia } from './upload-media';

/** The part of XMLHttpRequest that send() uses; the test plays the network. */
class FakeXhr {
  static last: FakeXhr;
  upload: { onprogress?: (e: { loaded: number; total: number }) => void; onload?: () => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  onloadend?: () => void;
  status = 0;
  statusText = '';
  response: unknown = null;
  withCredentials = false;
  responseType = '';
  aborted = false;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  send() {}
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  answer(status: number, response: unknown) {
    this.status = status;
    this.response = response;
    this.onload?.();
    this.onloadend?.();
  }
}

const file = new File([new Uint8Array(1000)], 'sheet.png', { type: 'image/png' });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function settled(promise: Promise<unknown>) {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('uploadMedia (up to the resumable size)', () => {
  it('gives up a request that never moves, as a network failure that the queue retries', async () => {
    const result = settled(uploadMedia(file));
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS.sending - 1);
    expect(FakeXhr.last.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const { error } = (await result) as { error: UploadError };
    expect(FakeXhr.last.aborted).toBe(true);
    expect(error).toBeInstanceOf(UploadError);
    expect(error.status).toBe(0);
    expect(error.message).toBe(UPLOAD_TEXTS.stalled);
  });

  it('waits as long as bytes move, then gives the server longer to answer', async () => {
    const progress: number[] = [];
    const result = settled(uploadMedia(file, { onProgress: ({ sent }) => progress.push(sent) }));
    const xhr = FakeXhr.last;
    for (const loaded of [200, 400, 600, 800, 1000]) {
      await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS.sending - 1);
      xhr.upload.onprogress?.({ loaded, total: 1000 });
    }
    xhr.upload.onload?.();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS.answering - 1);
    expect(xhr.aborted).toBe(false);
    xhr.answer(201, { url: '/uploads/a.png', mediaType: 'image' });
    expect(await result).toEqual({ value: { url: '/uploads/a.png', mediaType: 'image' } });
    expect(progress).toEqual([200, 400, 600, 800, 1000]);
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS.answering);
    expect(xhr.aborted).toBe(false);
  });

  it('an answer that never comes is given up after the longer wait', async () => {
    const result = settled(uploadMedia(file));
    FakeXhr.last.upload.onload?.();
    await vi.advanceTimersByTimeAsync(UPLOAD_STALL_MS.answering);
    const { error } = (await result) as { error: UploadError };
    expect(error.message).toBe(UPLOAD_TEXTS.stalled);
  });

  it('a cancel by the member stays a cancel, and a refusal keeps its status and message', async () => {
    const controller = new AbortController();
    const cancelled = settled(uploadMedia(file, { signal: controller.signal }));
    controller.abort();
    const { error } = (await cancelled) as { error: DOMException };
    expect(error.name).toBe('AbortError');

    const refused = settled(uploadMedia(file));
    FakeXhr.last.answer(415, { message: 'Unsupported file type' });
    const { error: refusal } = (await refused) as { error: UploadError };
    expect([refusal.status, refusal.message]).toEqual([415, 'Unsupported file type']);
  });
});
