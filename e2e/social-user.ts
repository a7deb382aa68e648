/** The identity the local OpenID Connect server reports for every social login in the browser tests. */
export const E2E_SOCIAL_USER = { sub: 'kakao-e2e-0001', email: 'social.bride@example.com', name: '이소셜' } as const;
