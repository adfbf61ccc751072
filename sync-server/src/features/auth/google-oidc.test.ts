import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type OidcProvider,
  setOidcClaims,
  startOidcProvider,
} from '../../../../tests/support/oidc-provider';
import {
  createGoogleOidc,
  flowKey,
  issuerAllowsInsecure,
  OIDC_FLOW_TTL_SECONDS,
  type OidcFlow,
  OidcFlowError,
  openFlow,
  sealFlow,
} from './google-oidc';

const flow: OidcFlow = {
  state: 'st',
  nonce: 'no',
  codeVerifier: 'cv',
  mode: 'signup',
  redirectUri: 'http://127.0.0.1:3000/api/auth/google/callback',
};

describe('flow cookie', () => {
  const key = flowKey('client-secret');

  it('round-trips and is not readable', () => {
    const sealed = sealFlow(flow, key);
    expect(sealed).not.toContain('signup');
    expect(openFlow(sealed, key)).toEqual(flow);
  });

  it('uses the same key in every process for the same secret', () => {
    expect(flowKey('client-secret').equals(key)).toBe(true);
    expect(flowKey(undefined).equals(flowKey(undefined))).toBe(false);
  });

  it('refuses tampered, foreign, malformed and expired values', () => {
    const sealed = sealFlow(flow, key);
    const [iv, tag, data] = sealed.split('.') as [string, string, string];
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(openFlow(`${iv}.${tag}.${flipped.toString('base64url')}`, key)).toBeUndefined();
    expect(openFlow(sealed, flowKey('another-secret'))).toBeUndefined();
    expect(openFlow('garbage', key)).toBeUndefined();
    expect(openFlow(undefined, key)).toBeUndefined();
    const later = Date.now() + OIDC_FLOW_TTL_SECONDS * 1000 + 1;
    expect(openFlow(sealed, key, later)).toBeUndefined();
  });
});

describe('issuer transport', () => {
  it('allows http only on loopback', () => {
    expect(issuerAllowsInsecure('https://accounts.google.com')).toBe(false);
    expect(issuerAllowsInsecure('http://127.0.0.1:4000')).toBe(true);
    expect(issuerAllowsInsecure('http://localhost:4000')).toBe(true);
    expect(() => issuerAllowsInsecure('http://idp.example.com')).toThrow(/https/);
  });
});

describe('OIDC client against the mock provider', () => {
  let provider: OidcProvider;
  beforeAll(async () => {
    provider = await startOidcProvider();
  });
  afterAll(async () => {
    await provider.stop();
  });

  /** Follows the provider's /authorize redirect and returns the callback query. */
  async function authorize(url: URL): Promise<URLSearchParams> {
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!).searchParams;
  }

  it('runs the code flow with PKCE and returns the claims', async () => {
    const client = createGoogleOidc({
      issuer: provider.issuerUrl,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    provider.setNextClaims({
      sub: 'g-1',
      email: 'Ada@NYU.edu',
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
    });
    const { url, flow: started } = await client.begin({
      redirectUri: flow.redirectUri,
      mode: 'login',
    });
    expect(url.origin).toBe(provider.issuerUrl);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('client_id')).toBe(provider.clientId);
    const query = await authorize(url);
    const identity = await client.finish(query, started);
    expect(identity).toEqual({
      sub: 'g-1',
      email: 'ada@nyu.edu',
      emailVerified: true,
      givenName: 'Ada',
      familyName: 'Lovelace',
      name: undefined,
    });
  });

  it('refuses a wrong audience, a wrong state and a wrong verifier', async () => {
    const client = createGoogleOidc({
      issuer: provider.issuerUrl,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    provider.setNextClaims({ sub: 'g-2', email: 'x@nyu.edu', aud: 'someone-else' });
    let started = await client.begin({ redirectUri: flow.redirectUri, mode: 'login' });
    let query = await authorize(started.url);
    await expect(client.finish(query, started.flow)).rejects.toBeInstanceOf(OidcFlowError);

    provider.setNextClaims({ sub: 'g-2', email: 'x@nyu.edu' });
    started = await client.begin({ redirectUri: flow.redirectUri, mode: 'login' });
    query = await authorize(started.url);
    await expect(client.finish(query, { ...started.flow, state: 'forged' })).rejects.toMatchObject({
      kind: 'bad_state',
    });

    started = await client.begin({ redirectUri: flow.redirectUri, mode: 'login' });
    query = await authorize(started.url);
    await expect(
      client.finish(query, { ...started.flow, codeVerifier: 'x'.repeat(43) }),
    ).rejects.toMatchObject({ kind: 'exchange_failed' });

    started = await client.begin({ redirectUri: flow.redirectUri, mode: 'login' });
    query = await authorize(started.url);
    await expect(client.finish(query, { ...started.flow, nonce: 'other' })).rejects.toMatchObject({
      kind: 'exchange_failed',
    });
  });

  it('reports a provider error and an unconfigured client', async () => {
    const client = createGoogleOidc({ issuer: provider.issuerUrl, clientId: provider.clientId });
    provider.failNextAuthorization();
    const started = await client.begin({ redirectUri: flow.redirectUri, mode: 'login' });
    const query = await authorize(started.url);
    expect(query.get('error')).toBe('access_denied');
    await expect(client.finish(query, started.flow)).rejects.toMatchObject({
      kind: 'provider_error',
    });

    const none = createGoogleOidc({ issuer: provider.issuerUrl });
    expect(none.configured).toBe(false);
    await expect(
      none.begin({ redirectUri: flow.redirectUri, mode: 'login' }),
    ).rejects.toMatchObject({ kind: 'not_configured' });
  });

  it('takes claims over HTTP from another process (Playwright workers)', async () => {
    const client = createGoogleOidc({
      issuer: provider.issuerUrl,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    });
    await setOidcClaims(provider.issuerUrl, { sub: 'remote-1', email: 'remote@nyu.edu' });
    const started = await client.begin({ redirectUri: flow.redirectUri, mode: 'login' });
    const identity = await client.finish(await authorize(started.url), started.flow);
    expect(identity).toMatchObject({
      sub: 'remote-1',
      email: 'remote@nyu.edu',
      emailVerified: false,
    });
  });

  it('does not keep a failed discovery', async () => {
    const other = await startOidcProvider();
    const issuer = other.issuerUrl;
    await other.stop();
    const client = createGoogleOidc({ issuer, clientId: 'c', timeoutSeconds: 2 });
    await expect(
      client.begin({ redirectUri: flow.redirectUri, mode: 'login' }),
    ).rejects.toMatchObject({ kind: 'discovery_failed' });
  });
});
