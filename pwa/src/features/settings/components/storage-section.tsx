// "Storage" (issue 29): how much of the member's storage space their files take ("X MB of 2 GB
// used"), read from the server when online and kept for offline.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { formatStorageUse } from '@greenroom/shared-model/helpers/storage-use';
import type { StorageUsageReply } from '@greenroom/shared-model/schemas/uploads';
import { css } from '../../../../styled-system/css';
import { useCachedRead } from '../../../sync/use-cached-read';
import * as Card from '../../../ui/card';

export function StorageSection() {
  const usage = useCachedRead<StorageUsageReply>(apiPaths.storageUsage);
  const share =
    usage.status === 'ok' && usage.value.quotaBytes > 0
      ? Math.min(1, usage.value.usedBytes / usage.value.quotaBytes)
      : 0;
  return (
    <Card.Root aria-labelledby="storage-title">
      <Card.Header>
        <Card.Title id="storage-title">Storage</Card.Title>
      </Card.Header>
      <Card.Body>
        {usage.status === 'ok' ? (
          <div className={css({ display: 'grid', gap: '2' })}>
            <p data-testid="storage-use">
              {formatStorageUse(usage.value.usedBytes, usage.value.quotaBytes)}
            </p>
            <div
              aria-hidden="true"
              className={css({ h: '2', borderRadius: 'full', bg: 'bg.muted', overflow: 'hidden' })}
            >
              <div
                className={css({ h: 'full', bg: 'accent.default' })}
                style={{ width: `${(share * 100).toFixed(1)}%` }}
              />
            </div>
            <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              Photos, videos and files in your posts, portfolio and profile count here.
            </p>
          </div>
        ) : usage.status === 'error' ? (
          <p className={css({ color: 'fg.muted' })}>{usage.message}</p>
        ) : (
          <p className={css({ color: 'fg.muted' })}>Loading…</p>
        )}
      </Card.Body>
    </Card.Root>
  );
}
