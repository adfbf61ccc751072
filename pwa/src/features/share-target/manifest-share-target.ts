// The installed app as a target of the system share sheet (Android and desktop Chromium; ADR
// 048): a photo, video, sound or link shared from another app is POSTed to the service worker
// (service-worker/src/share-target.ts). Read by vite.config.ts into the web manifest: the config
// loader bundles relative imports only (a package's TypeScript is left to Node, which cannot load
// it), hence the catalogue by its path.
import { ACCEPTED_EXTENSIONS, ACCEPTED_MIME_TYPES } from '../../../../shared-model/src/catalogues';
import { SHARE_FIELDS, SHARE_TARGET_PATH } from '../../client-core/share-target-form';

/** What a post's upload takes that another app would share: photos, videos and sounds. */
const SHAREABLE = ['image', 'video', 'audio'] as const;

export const MANIFEST_SHARE_TARGET = {
  action: SHARE_TARGET_PATH,
  method: 'POST' as const,
  enctype: 'multipart/form-data',
  params: {
    title: SHARE_FIELDS.title,
    text: SHARE_FIELDS.text,
    url: SHARE_FIELDS.url,
    files: [
      {
        name: SHARE_FIELDS.files,
        accept: SHAREABLE.flatMap((kind) => [
          ...ACCEPTED_MIME_TYPES[kind],
          ...ACCEPTED_EXTENSIONS[kind].map((ext) => `.${ext}`),
        ]),
      },
    ],
  },
};
