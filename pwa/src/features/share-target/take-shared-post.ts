// The home screen's side of a share into Greenroom (ADR 048): what the service worker kept,
// as "Create a Post" opens with it. A file the upload would refuse is left out, and said.
import { TITLE_MAX_LENGTH } from '@greenroom/shared-model/constants';
import { checkUploadFile } from '@greenroom/shared-model/helpers/upload-check';
import { sharedPostContent, takeSharedIn } from '../../client-core/shared-in';
import { toast } from '../../ui/toast';

const SHARE_IN_TEXTS = {
  nothingTitle: 'Nothing came through',
  nothing: 'What you shared did not reach Greenroom. Please share it again.',
} as const;

export interface SharedPost {
  content: string;
  /** A portfolio item's title and description, should the member add the file there instead. */
  title: string;
  description: string;
  file?: File;
}

export async function takeSharedPost(memberId: string): Promise<SharedPost | null> {
  const shared = await takeSharedIn(memberId).catch(() => null);
  if (!shared) {
    toast({
      type: 'error',
      title: SHARE_IN_TEXTS.nothingTitle,
      description: SHARE_IN_TEXTS.nothing,
    });
    return null;
  }
  const problem = shared.file ? checkUploadFile(shared.file) : null;
  if (problem) toast({ type: 'error', ...problem });
  const title = shared.title || (shared.text.split('\n')[0] ?? '');
  return {
    content: sharedPostContent(shared),
    title: title.slice(0, TITLE_MAX_LENGTH),
    description: sharedPostContent({ ...shared, title: '' }),
    ...(shared.file && !problem ? { file: shared.file } : {}),
  };
}
