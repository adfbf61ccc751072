// A real OpenID Connect provider on loopback for tests: oauth2-mock-server issues RS256-signed
// ID tokens, serves discovery and JWKS, and runs the authorization-code flow with PKCE and nonce.
// Its /authorize endpoint signs nobody in interactively: it redirects straight back to the
// redirect_uri with a code, so a test (fetch, following redirects by hand) or a browser
// (Playwright) goes through the whole flow.
//
// Server env for it (see `provider.env`):
//   OIDC_ISSUER=http://127.0.0.1:<port>  OIDC_CLIENT_ID=greenroom-test  OIDC_CLIENT_SECRET=...
//
// Claims: `setNextClaims()` sets the claims of the ID tokens for authorizations that start from
// now on (a snapshot is taken when /authorize is hit, so a later call does not change a flow that
// is already under way). Another process (a Playwright worker when the provider was started in
// global setup) sets them over HTTP with `setOidcClaims(issuerUrl, claims)`.
import type { ServerResponse } from 'node:http';
import {
  Events,
  type MutableRedirectUri,
  type MutableToken,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';

export interface OidcClaims {
  sub?: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  name?: string;
  /** Overrides the audience (default: the client id the token endpoint saw). */
  aud?: string | string[];
  /** Any further claim (e.g. `hd`, `picture`, `nonce` to forge a bad one). */
  [claim: string]: unknown;
}

export interface OidcProvider {
  /** `http://127.0.0.1:<port>` (no trailing slash); this is also the `iss` of its tokens. */
  readonly issuerUrl: string;
  readonly port: number;
  readonly clientId: string;
  readonly clientSecret: string;
  /** What the sync server needs to use this provider. */
  readonly env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string };
  /** Claims of the ID tokens of authorizations started from now on (replaces, not merges). */
  setNextClaims(claims: OidcClaims): void;
  /** The next /authorize answers `?error=<error>` instead of a code (the user said no, say). */
  failNextAuthorization(error?: string): void;
  stop(): Promise<void>;
}

const DEFAULT_OIDC_CLAIMS: Readonly<OidcClaims> = {
  sub: 'mock-google-sub-1',
  email: 'mock.student@nyu.edu',
  email_verified: true,
  given_name: 'Mock',
  family_name: 'Student',
  name: 'Mock Student',
};

/** Path of the control route used by `setOidcClaims()`. */
const OIDC_CLAIMS_CONTROL_PATH = '/__control/claims';

export interface StartOidcProviderOptions {
  /** 0 (default) = a free port. */
  port?: number;
  clientId?: string;
  clientSecret?: string;
  claims?: OidcClaims;
}

export async function startOidcProvider(
  options: StartOidcProviderOptions = {},
): Promise<OidcProvider> {
  const clientId = options.clientId ?? 'greenroom-test';
  const clientSecret = options.clientSecret ?? 'greenroom-test-secret';
  let nextClaims: OidcClaims = { ...(options.claims ?? DEFAULT_OIDC_CLAIMS) };
  let nextAuthorizeError: string | undefined;
  /** Claims snapshot per authorization code, taken at /authorize. */
  const claimsByCode = new Map<string, OidcClaims>();

  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');

  server.service.on(Events.BeforeAuthorizeRedirect, (redirect: MutableRedirectUri) => {
    const params = redirect.url.searchParams;
    if (nextAuthorizeError !== undefined) {
      params.delete('code');
      params.set('error', nextAuthorizeError);
      params.set('error_description', 'The mock provider was told to refuse this authorization');
      nextAuthorizeError = undefined;
      return;
    }
    const code = params.get('code');
    if (code) claimsByCode.set(code, { ...nextClaims });
  });

  server.service.on(
    Events.BeforeTokenSigning,
    (token: MutableToken, req: TokenRequestIncomingMessage) => {
      // The token endpoint signs the access token (it carries `scope`) and then the ID token.
      if ('scope' in token.payload) return;
      const code = req.body.code;
      const claims = (code !== undefined ? claimsByCode.get(code) : undefined) ?? nextClaims;
      if (code !== undefined) claimsByCode.delete(code);
      Object.assign(token.payload, claims);
    },
  );

  server.service.addRoute('POST', OIDC_CLAIMS_CONTROL_PATH, (req, res: ServerResponse) => {
    const body = req.body;
    if (body === undefined || Array.isArray(body) || typeof body !== 'object') {
      res.statusCode = 400;
      res.end('expected a JSON object of claims');
      return;
    }
    nextClaims = { ...(body as OidcClaims) };
    res.statusCode = 204;
    res.end();
  });

  await server.start(options.port ?? 0, '127.0.0.1');
  const port = server.address().port;
  // The library names loopback issuers "localhost"; use the address we really listen on.
  const issuerUrl = `http://127.0.0.1:${port}`;
  server.issuer.url = issuerUrl;

  return {
    issuerUrl,
    port,
    clientId,
    clientSecret,
    env: { OIDC_ISSUER: issuerUrl, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret },
    setNextClaims(claims) {
      nextClaims = { ...claims };
    },
    failNextAuthorization(error = 'access_denied') {
      nextAuthorizeError = error;
    },
    async stop() {
      if (server.listening) await server.stop();
    },
  };
}

/** Sets the next claims of a provider started in another process (e.g. Playwright global setup). */
export async function setOidcClaims(issuerUrl: string, claims: OidcClaims): Promise<void> {
  const res = await fetch(new URL(OIDC_CLAIMS_CONTROL_PATH, issuerUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(claims),
  });
  if (res.status !== 204) {
    throw new Error(`oidc-provider: setting claims failed with ${res.status}`);
  }
}
