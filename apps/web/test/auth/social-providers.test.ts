import { SOCIAL_PROVIDER_LABELS, SOCIAL_PROVIDERS } from '@wedding/contract/auth';
import { describe, expect, it } from 'vitest';
import { PROVIDER_LABELS, PROVIDERS } from '../../src/features/auth/lib/social-providers.ts';

describe('web copy of the social providers', () => {
  it('matches the contract, names, order and labels', () => {
    expect(PROVIDERS).toEqual([...SOCIAL_PROVIDERS]);
    expect(PROVIDER_LABELS).toEqual(SOCIAL_PROVIDER_LABELS);
  });
});
