import { ACCOUNT_SUSPENDED } from '@wedding/domain/suspension-words';
import { isApiError } from './api-error.ts';

// Kept apart from my-suspension.ts (which reads with react-query's useQuery): the app's query client imports only
// this, so the entry chunk of every page stays as it was (DESIGN §8 initial JS).

/** The query key of the viewer's own suspension (GET /web/v1/community/suspension). */
export const suspensionQueryKey = ['account', 'suspension'] as const;

/** A write refused because the account is suspended: time to read the suspension again. */
export const isSuspensionRefusal = (error: unknown): boolean => isApiError(error) && error.code === ACCOUNT_SUSPENDED;
