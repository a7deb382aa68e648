import { ACCOUNT_MESSAGES } from '@wedding/domain/account-rules';
import * as z from 'zod/mini';
import { SOCIAL_PROVIDERS } from './auth-constants.ts';
import { currentUserSchema } from './session.ts';

export {
  SOCIAL_ERROR_CODES,
  SOCIAL_PROVIDER_LABELS,
  SOCIAL_PROVIDERS,
  type SocialProvider,
  socialFailureMessage,
} from './auth-constants.ts';

/**
 * Tokens for the native app (spec §7 POST /v3/jwt/:loginToken, POST /v3/jwt/refresh). The web never sees
 * these: it goes through /api/token, which keeps them in httpOnly cookies.
 */
export const tokenPairSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  /** Seconds until the access token expires. */
  accessTokenExpiresIn: z.number().check(z.int()),
  /** Epoch ms after which the session cannot be refreshed and the user must log in again. */
  refreshTokenExpiresAt: z.number().check(z.int()),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const tokenPairResponseSchema = z.object({ item: tokenPairSchema });

export const loginTokenParamsSchema = z.object({ loginToken: z.string().check(z.minLength(16), z.maxLength(200)) });
export const refreshQuerySchema = z.object({
  refreshToken: z.optional(z.string().check(z.minLength(16), z.maxLength(200))),
});
/** Fastify hands a missing body to the validator as null, hence nullish rather than optional. */
export const refreshBodySchema = z.nullish(
  z.object({ refreshToken: z.optional(z.string().check(z.minLength(16), z.maxLength(200))) }),
);

/**
 * POST /v3/20240404/customer/login (spec §7 "POST {token}?loginId&pwd"). The body carries the spec's
 * parameter names; credentials never go in the URL, where proxies log them. `pwd` is base64 (spec §5).
 */
export const loginBodySchema = z.object({
  loginId: z.string().check(z.trim(), z.minLength(1, ACCOUNT_MESSAGES.EMAIL_REQUIRED), z.maxLength(200)),
  pwd: z.string().check(z.minLength(1, ACCOUNT_MESSAGES.PASSWORD_REQUIRED), z.maxLength(200)),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

/** A one-time token (60 s) exchanged by POST /api/token (web) or POST /v3/jwt/:loginToken (app). */
export const loginTokenResponseSchema = z.object({ item: z.object({ loginToken: z.string() }) });
export type LoginTokenResponse = z.infer<typeof loginTokenResponseSchema>;

export const socialProviderParamsSchema = z.object({ provider: z.enum(SOCIAL_PROVIDERS) });

/** GET /api/social/providers: which providers this deployment has configured. */
export const socialProvidersResponseSchema = z.object({
  item: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), enabled: z.boolean() })),
});
export type SocialProvidersResponse = z.infer<typeof socialProvidersResponseSchema>;

/** GET /api/social/:provider/start?returnTo — 302 to the provider with state and PKCE. */
export const socialStartQuerySchema = z.object({ returnTo: z.optional(z.string().check(z.maxLength(500))) });

/** POST /api/social/callback, sent by /social/redirect with what the provider put in the URL. */
export const socialCallbackBodySchema = z.object({
  code: z.string().check(z.minLength(1), z.maxLength(2000)),
  state: z.string().check(z.minLength(1), z.maxLength(200)),
});

export const socialCallbackResponseSchema = z.object({
  item: z.discriminatedUnion('status', [
    /**
     * A known identity: session cookies are set; go to returnTo. The user comes along, as from
     * POST /api/token: a GET /api/user right after could be answered by the page's guest-time preload.
     */
    z.object({ status: z.literal('LOGGED_IN'), returnTo: z.string(), user: currentUserSchema }),
    /** An unknown identity: continue to sign-up carrying joinToken (30 minutes). */
    z.object({
      status: z.literal('JOIN'),
      provider: z.enum(SOCIAL_PROVIDERS),
      joinToken: z.string(),
      email: z.nullable(z.string()),
      name: z.nullable(z.string()),
      returnTo: z.string(),
    }),
  ]),
});
export type SocialCallbackResponse = z.infer<typeof socialCallbackResponseSchema>;
export type SocialCallbackResult = z.infer<typeof socialCallbackResponseSchema>['item'];
