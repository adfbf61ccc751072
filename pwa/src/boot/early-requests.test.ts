// pwa/public/early-session.js is a classic script served as is, so it cannot import the names it
// shares with the app: this keeps them the same.
import { apiPaths } from '@greenroom/shared-model/api-paths';
import { describe, expect, it } from 'vitest';
import script from '../../public/early-session.js?raw';

describe('early-session.js', () => {
  it('asks for the session the app reads', () => {
    expect(script).toContain(`'${apiPaths.auth.user}'`);
  });
});
