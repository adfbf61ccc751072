// pwa/public/early-session.js is a classic script served as is, so it cannot import the names it
// shares with the app: this keeps them the same.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { FEED_PAGE_DEFAULT } from '@greenroom/shared-model/constants';
import { describe, expect, it } from 'vitest';
import script from '../../../public/early-session.js?raw';
import { FEED_SNAPSHOT_PREFIX } from './feed-snapshot';

describe('early-session.js', () => {
  it("looks for the kept first page under the app's own key prefix", () => {
    expect(script).toContain(`'${FEED_SNAPSHOT_PREFIX}'`);
  });

  it('asks for the feed page the app reads', () => {
    expect(script).toContain(`'${apiPaths.feed.page({ limit: FEED_PAGE_DEFAULT })}'`);
    expect(script).toContain(`'${apiPaths.auth.user}'`);
  });
});
