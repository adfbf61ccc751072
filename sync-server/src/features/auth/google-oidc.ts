// OpenID Connect client for "Sign in with Google": authorization code + PKCE + state + nonce
// against a configurable issuer (Google by default; oauth2-mock-server on loopback in tests).
// openid-client validates the ID token (signature through the issuer's JWKS, iss, aud, exp, iat,
// nonce, azp); we assert the audience again and hand back the claims we use.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import * as oidc from 'openid-client';

export interface GoogleOidcSettings {
  /** OIDC_ISSUER, e.g. https://accounts.google.com */
  readonly issuer: string;
  readonly clientId?: string | undefined;
  readonly clientSecret?: string | undefined;
  /** How long a discovered configuration is reused (default 1 hour). */
  readonly discoveryTtlMs?: number;
  /** Timeout of each request to the provider, in seconds (default 10). */
  readonly timeoutSeconds?: number;
}

/** What the browser keeps (sealed) between the redirect to the provider and the callback. */
export interface OidcFlow {
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  readonly mode: OidcFlowMode;
  /** The exact redirect_uri sent to the provider. */
  readonly redirectUri: string;
  /** `link`: the signed-in member who asked (after giving their password) to link Google. */
  readonly linkUserId?: string;
}

/** Sign in, sign up, or link Google to the signed-in member's account. */
type OidcFlowMode = 'login' | 'signup' | 'link';

/** The ID token claims the app uses. */
export interface GoogleIdentity {
  readonly sub: string;
  readonly email: string | undefined;
  readonly emailVerified: boolean;
  readonly givenName: string | undefined;
  readonly familyName: string | undefined;
  readonly name: string | undefined;
}

/** Why a flow failed; every kind maps to `/auth?error=oauth_error`. */
export class OidcFlowError extends Error {
  constructor(
    readonly kind:
      | 'not_configured'
      | 'discovery_failed'
      | 'provider_error'
      | 'bad_state'
      | 'exchange_failed'
      | 'bad_id_token',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'OidcFlowError';
  }
}

export interface GoogleOidc {
  /** False without OIDC_CLIENT_ID: the routes then answer `oauth_error`. */
  readonly configured: boolean;
  readonly issuer: string;
  /** Builds the provider URL of a new flow and the flow to keep in the browser. */
  begin(input: {
    redirectUri: string;
    mode: OidcFlowMode;
    linkUserId?: string | undefined;
    /** Passed as Google's `hd` hint (UI only; never trusted). */
    hostedDomain?: string | undefined;
  }): Promise<{ url: URL; flow: OidcFlow }>;
  /** Validates the callback (state, code exchange with PKCE, ID token) and returns the claims. */
  finish(callbackQuery: URLSearchParams, flow: OidcFlow): Promise<GoogleIdentity>;
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]', '::1']);

/** http:// is allowed only for a loopback issuer (an explicit test/dev setting). */
export function issuerAllowsInsecure(issuer: string): boolean {
  const url = new URL(issuer);
  if (url.protocol === 'https:') return false;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return true;
  throw new Error(`OIDC_ISSUER must use https (http only on loopback): ${issuer}`);
}

export function createGoogleOidc(settings: GoogleOidcSettings): GoogleOidc {
  const { issuer, clientId, clientSecret } = settings;
  const ttl = settings.discoveryTtlMs ?? 60 * 60 * 1000;
  const timeout = settings.timeoutSeconds ?? 10;
  const insecure = issuerAllowsInsecure(issuer);
  let cached: { at: number; config: Promise<oidc.Configuration> } | undefined;

  function configuration(): Promise<oidc.Configuration> {
    if (!clientId) {
      return Promise.reject(new OidcFlowError('not_configured', 'OIDC_CLIENT_ID is not set'));
    }
    if (cached && Date.now() - cached.at < ttl) return cached.config;
    const config = oidc
      .discovery(
        new URL(issuer),
        clientId,
        clientSecret ? { client_secret: clientSecret } : undefined,
        clientSecret ? oidc.ClientSecretPost(clientSecret) : oidc.None(),
        { execute: insecure ? [oidc.allowInsecureRequests] : [], timeout },
      )
      .catch((err: unknown) => {
        // Do not keep a failure: the next sign-in tries again.
        if (cached?.config === config) cached = undefined;
        throw new OidcFlowError('discovery_failed', 'OIDC discovery failed', { cause: err });
      });
    cached = { at: Date.now(), config };
    return config;
  }

  return {
    configured: Boolean(clientId),
    issuer,

    async begin({ redirectUri, mode, linkUserId, hostedDomain }) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const flow: OidcFlow = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        codeVerifier,
        mode,
        redirectUri,
        ...(mode === 'link' && linkUserId ? { linkUserId } : {}),
      };
      const params: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'openid email profile',
        state: flow.state,
        nonce: flow.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        prompt: 'select_account',
      };
      if (hostedDomain) params.hd = hostedDomain;
      return { url: oidc.buildAuthorizationUrl(config, params), flow };
    },

    async finish(query, flow) {
      const providerError = query.get('error');
      if (providerError) {
        throw new OidcFlowError('provider_error', `provider answered error=${providerError}`);
      }
      const state = query.get('state');
      if (!state || state !== flow.state) {
        throw new OidcFlowError('bad_state', 'state is missing or does not match');
      }
      if (!query.get('code')) throw new OidcFlowError('provider_error', 'no code in callback');

      const config = await configuration();
      // The URL the provider redirected to: our registered redirect_uri plus its query.
      const currentUrl = new URL(flow.redirectUri);
      currentUrl.search = query.toString();
      let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
      try {
        tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: flow.codeVerifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        throw new OidcFlowError('exchange_failed', 'code exchange or ID token check failed', {
          cause: err,
        });
      }
      const claims = tokens.claims();
      if (!claims) throw new OidcFlowError('bad_id_token', 'no ID token');
      // Belt and braces: openid-client checks these too.
      const aud = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
      if (!clientId || !aud.includes(clientId)) {
        throw new OidcFlowError('bad_id_token', 'ID token audience is not this client');
      }
      if (aud.length > 1 && claims.azp !== clientId) {
        throw new OidcFlowError('bad_id_token', 'ID token azp is not this client');
      }
      if (claims.nonce !== flow.nonce) {
        throw new OidcFlowError('bad_id_token', 'ID token nonce does not match');
      }
      if (typeof claims.sub !== 'string' || claims.sub === '') {
        throw new OidcFlowError('bad_id_token', 'ID token has no subject');
      }
      return {
        sub: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : undefined,
        // Only a real boolean true counts (some providers send the string "true"; not Google).
        emailVerified: claims.email_verified === true,
        givenName: stringClaim(claims.given_name),
        familyName: stringClaim(claims.family_name),
        name: stringClaim(claims.name),
      };
    },
  };
}

function stringClaim(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

// ─── The flow cookie ────────────────────────────────────────────────────────────────────────
// The flow is sealed with AES-256-GCM (confidential and tamper-proof) under a key derived from
// the client secret, which every server process shares; without a secret, a per-process random
// key (a flow then has to come back to the same process). The sealed value carries its expiry.

export const OIDC_FLOW_TTL_SECONDS = 10 * 60;

export function flowKey(clientSecret: string | undefined): Buffer {
  const ikm = clientSecret ? Buffer.from(clientSecret, 'utf8') : randomBytes(32);
  return Buffer.from(hkdfSync('sha256', ikm, 'greenroom', 'oidc-flow-cookie v1', 32));
}

export function sealFlow(flow: OidcFlow, key: Buffer, now = Date.now()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = JSON.stringify({ ...flow, exp: now + OIDC_FLOW_TTL_SECONDS * 1000 });
  const data = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url')).join('.');
}

/** The flow, or undefined when the value is missing, forged, tampered with or expired. */
export function openFlow(
  sealed: string | undefined,
  key: Buffer,
  now = Date.now(),
): OidcFlow | undefined {
  if (!sealed || sealed.length > 4096) return undefined;
  const parts = sealed.split('.');
  if (parts.length !== 3) return undefined;
  try {
    const [iv, tag, data] = parts.map((p) => Buffer.from(p, 'base64url')) as [
      Buffer,
      Buffer,
      Buffer,
    ];
    if (iv.length !== 12 || tag.length !== 16) return undefined;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    const body = Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
    const parsed = JSON.parse(body) as Partial<OidcFlow> & { exp?: unknown };
    if (typeof parsed.exp !== 'number' || parsed.exp < now) return undefined;
    if (
      typeof parsed.state !== 'string' ||
      typeof parsed.nonce !== 'string' ||
      typeof parsed.codeVerifier !== 'string' ||
      typeof parsed.redirectUri !== 'string' ||
      (parsed.mode !== 'login' && parsed.mode !== 'signup' && parsed.mode !== 'link') ||
      (parsed.mode === 'link' && typeof parsed.linkUserId !== 'string')
    ) {
      return undefined;
    }
    return {
      state: parsed.state,
      nonce: parsed.nonce,
      codeVerifier: parsed.codeVerifier,
      mode: parsed.mode,
      redirectUri: parsed.redirectUri,
      ...(parsed.mode === 'link' ? { linkUserId: parsed.linkUserId } : {}),
    };
  } catch {
    return undefined;
  }
}
