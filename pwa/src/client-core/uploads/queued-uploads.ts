// Files chosen while offline wait in the member's database (`queuedUploads`) with what to do once
// they are uploaded. When the network is back they are uploaded oldest first, with progress;
// each finished upload hands its address to `complete` (which queues the write in the outbox)
// and leaves the queue. A refusal (type, size) drops the file and reports it; a network failure
// or a busy server keeps it for the next run.
import type { UploadReply } from '@greenroom/shared-model/schemas/uploads';
import type { MemberDb, QueuedUpload } from '../local-db/member-db';
import { isRefusedWrite } from '../outbox/write-preparer';
import { UploadError, type UploadProgress } from './upload-media';

export interface QueuedUploadHandlers {
  upload(file: File, options: { onProgress: (p: UploadProgress) => void }): Promise<UploadReply>;
  complete(queued: QueuedUpload, reply: UploadReply): Promise<void>;
  refused(queued: QueuedUpload, message: string): void;
}

export async function queueUpload(
  db: MemberDb,
  file: File,
  purpose: QueuedUpload['purpose'],
  now: number = Date.now(),
): Promise<QueuedUpload> {
  const queued: QueuedUpload = {
    id: crypto.randomUUID(),
    file,
    name: file.name,
    type: file.type,
    size: file.size,
    createdAt: now,
    purpose,
  };
  await db.queuedUploads.add(queued);
  return queued;
}

/** Refusals that will not change on a retry. */
const FINAL = new Set([400, 403, 404, 409, 413, 415, 422]);

const running = new WeakSet<MemberDb>();

/** Uploads every queued file once (one run at a time per database); stops at a network failure. */
export async function runQueuedUploads(
  db: MemberDb,
  handlers: QueuedUploadHandlers,
): Promise<void> {
  if (running.has(db)) return;
  running.add(db);
  try {
    for (const queued of await db.queuedUploads.orderBy('createdAt').toArray()) {
      const file = new File([queued.file], queued.name, { type: queued.type });
      let lastStep = 0;
      try {
        await db.queuedUploads.update(queued.id, { progress: 0 });
        const reply = await handlers.upload(file, {
          onProgress: ({ sent, total }) => {
            const step = total > 0 ? Math.floor((sent / total) * 20) : 0;
            if (step === lastStep) return;
            lastStep = step;
            void db.queuedUploads.update(queued.id, { progress: step / 20 });
          },
        });
        try {
          await handlers.complete(queued, reply);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          if (!isRefusedWrite(error)) {
            // Not checked at all (the schema worker did not start, say): kept for the next run.
            await db.queuedUploads.update(queued.id, { progress: undefined, lastError: message });
            return;
          }
          // What was typed no longer passes the checks: it cannot succeed later either.
          await db.queuedUploads.delete(queued.id);
          handlers.refused(queued, message);
          continue;
        }
        await db.queuedUploads.delete(queued.id);
      } catch (error) {
        const status = error instanceof UploadError ? error.status : 0;
        const message = error instanceof Error ? error.message : String(error);
        if (FINAL.has(status)) {
          await db.queuedUploads.delete(queued.id);
          handlers.refused(queued, message);
          continue;
        }
        await db.queuedUploads.update(queued.id, { progress: undefined, lastError: message });
        return;
      }
    }
  } finally {
    running.delete(db);
  }
}
