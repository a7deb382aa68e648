import type { SocialProvider } from '@wedding/contract/auth';

// The contract's provider names and labels, restated without its zod schemas: pages that only show a
// provider's name then do not download the schema library. The Record type keeps the keys in step with
// the contract, and a test keeps the labels equal to the contract's.
export const PROVIDER_LABELS: Record<SocialProvider, string> = { kakao: '카카오', naver: '네이버', apple: 'Apple' };
export const PROVIDERS = Object.keys(PROVIDER_LABELS) as SocialProvider[];

export function isSocialProvider(value: unknown): value is SocialProvider {
  return typeof value === 'string' && (PROVIDERS as string[]).includes(value);
}
