import { Events, type MutableToken, OAuth2Server } from 'oauth2-mock-server';

/** Who the next logins at the mock provider are. */
export type MockUser = { sub: string; email?: string; name?: string };

export type RunningOAuthServer = {
  /** The issuer URL (no trailing slash), e.g. http://127.0.0.1:41234; endpoints are /authorize, /token, /userinfo, /jwks. */
  url: string;
  server: OAuth2Server;
  /** Changes who the provider says signed in: `sub` in ID and access tokens, email and name in the ID token and userinfo. */
  setUser(claims: MockUser): void;
  /** Edits the claims of the next ID token only (after setUser's), e.g. a wrong nonce or audience. */
  tamperNextIdToken(edit: (payload: Record<string, unknown>) => void): void;
  stop(): Promise<void>;
};

/**
 * A real OAuth 2.0 / OpenID Connect provider (oauth2-mock-server) on a random local port, with one RS256
 * key: discovery, PKCE, nonce, signed ID tokens, JWKS and userinfo all work as a provider's would. Every
 * login signs in the current `setUser` user. Per-test tampering goes through `server.service.once(...)`.
 */
export async function startOAuthServer(initialUser: MockUser = { sub: 'mock-user-1' }): Promise<RunningOAuthServer> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const address = server.address();
  // Pin the issuer to the address it listens on (the library would say "localhost", which may resolve to ::1).
  const url = `http://127.0.0.1:${address.port}`;
  server.issuer.url = url;

  let user = initialUser;
  server.service.on(Events.BeforeTokenSigning, (token) => {
    token.payload.sub = user.sub;
    // Only the ID token carries an audience here (the client id); access tokens stay minimal.
    if (token.payload.aud !== undefined) {
      if (user.email !== undefined) token.payload.email = user.email;
      if (user.name !== undefined) token.payload.name = user.name;
    }
  });
  server.service.on(Events.BeforeUserinfo, (response) => {
    response.body = { sub: user.sub, ...(user.email && { email: user.email }), ...(user.name && { name: user.name }) };
  });

  return {
    url,
    server,
    setUser(claims) {
      user = claims;
    },
    tamperNextIdToken(edit) {
      // The token endpoint signs the access token first; `once` would spend itself on that one.
      const listener = (token: MutableToken) => {
        if (token.payload.aud === undefined) return;
        server.service.off(Events.BeforeTokenSigning, listener);
        edit(token.payload);
      };
      server.service.on(Events.BeforeTokenSigning, listener);
    },
    async stop() {
      if (server.listening) await server.stop();
    },
  };
}
