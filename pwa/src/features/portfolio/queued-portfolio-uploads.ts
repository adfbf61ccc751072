// Portfolio items whose file was chosen offline: uploaded when the network is back (on start and
// on every `online`), then created through the outbox like any other item.
import { portfolioUploadError } from '@greenroom/shared-model/texts';
import type { MemberDb } from '../../client-core/local-db/member-db';
import { runQueuedUploads } from '../../client-core/uploads/queued-uploads';
import { uploadMedia } from '../../client-core/uploads/upload-media';
import { toast } from '../../ui/toast';
import { addPortfolioItem } from './actions/portfolio-actions';

export function startQueuedPortfolioUploads(db: MemberDb, userId: string): () => void {
  const run = () => {
    if (!navigator.onLine) return;
    void runQueuedUploads(db, {
      upload: uploadMedia,
      complete: async (queued, reply) => {
        await addPortfolioItem(db, userId, {
          ...queued.purpose,
          mediaUrl: reply.url,
          mediaType: reply.mediaType,
        });
      },
      refused: (_queued, message) => toast({ type: 'error', ...portfolioUploadError(message) }),
    });
  };
  run();
  window.addEventListener('online', run);
  return () => window.removeEventListener('online', run);
}
