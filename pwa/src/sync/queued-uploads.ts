// Files chosen while offline (portfolio items, posts, messages): uploaded when the network is back (on
// start and on every `online`), then created through the outbox like any other write. One run
// for every purpose, so that no file is ever completed by the wrong feature.

import { MESSAGE_TEXTS } from '@greenroom/shared-model/message-texts';
import type { UploadReply } from '@greenroom/shared-model/schemas/uploads';
import { portfolioUploadError, UPLOAD_TEXTS } from '@greenroom/shared-model/texts';
import type { MemberDb, QueuedUpload } from '../client-core/local-db/member-db';
import { runQueuedUploads } from '../client-core/uploads/queued-uploads';
import { uploadMedia } from '../client-core/uploads/upload-media';
import { keepRefusedWords, sendMessage } from '../features/messages/actions/message-actions';
import { addPortfolioItem } from '../features/portfolio/actions/portfolio-actions';
import { createPost } from '../features/posts/actions/create-post';
import { toast } from '../ui/toast';
import { QUEUED_TEXTS } from './queued-words';

async function complete(db: MemberDb, userId: string, queued: QueuedUpload, reply: UploadReply) {
  const purpose = queued.purpose;
  if (purpose.kind === 'portfolioItem') {
    await addPortfolioItem(db, userId, {
      title: purpose.title,
      description: purpose.description,
      tags: purpose.tags,
      mediaUrl: reply.url,
      mediaType: reply.mediaType,
    });
    return;
  }
  if (purpose.kind === 'message') {
    await sendMessage(db, userId, purpose.conversationId, purpose.content, {
      attachment: { url: reply.url, name: queued.name, size: queued.size },
      info: reply.info ?? null,
    });
    return;
  }
  await createPost(db, purpose.author, {
    content: purpose.content,
    type: purpose.type,
    skills: purpose.skills,
    imageUrl: reply.url,
  });
}

function refusedToast(queued: QueuedUpload, message: string) {
  if (queued.purpose.kind === 'portfolioItem') return portfolioUploadError(message);
  const title =
    queued.purpose.kind === 'message' ? MESSAGE_TEXTS.fileRefused : UPLOAD_TEXTS.failed.title;
  return { title, description: `${queued.name}: ${message}` };
}

/** Files still waiting while online (a server hiccup): tried again after 5 s, 10 s, … 1 min. */
const RETRY_FIRST_MS = 5_000;
const RETRY_MAX_MS = 60_000;

export function startQueuedUploads(db: MemberDb, userId: string): () => void {
  let retry: ReturnType<typeof setTimeout> | undefined;
  let retryMs = RETRY_FIRST_MS;
  let stopped = false;
  const run = async () => {
    clearTimeout(retry);
    if (stopped || !navigator.onLine) return;
    await runQueuedUploads(db, {
      upload: uploadMedia,
      complete: (queued, reply) => complete(db, userId, queued, reply),
      refused: (queued, message) => {
        toast({ type: 'error', ...refusedToast(queued, message) });
        // The words written with a refused file stay in the conversation, "Not sent".
        if (queued.purpose.kind === 'message') void keepRefusedWords(db, userId, queued.purpose);
      },
    });
    if (stopped) return;
    if (navigator.onLine && (await db.queuedUploads.count()) > 0) {
      retry = setTimeout(() => void run(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    } else {
      retryMs = RETRY_FIRST_MS;
    }
  };
  const onOnline = () => {
    retryMs = RETRY_FIRST_MS;
    void run();
  };
  void run();
  window.addEventListener('online', onOnline);
  return () => {
    stopped = true;
    clearTimeout(retry);
    window.removeEventListener('online', onOnline);
  };
}

/** A post whose file waits for the network: what the member is told. */
export const POST_QUEUED_TEXT = {
  title: QUEUED_TEXTS.shared,
  description: 'Its picture uploads first, as soon as you are back online.',
} as const;
