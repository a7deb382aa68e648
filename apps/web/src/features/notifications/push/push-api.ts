import { queryOptions } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
  PushConfigResponse,
  PushSubscriptionBody,
} from '@wedding/contract/web-push';
import {
  NOTIFICATION_PREFERENCES_PATH,
  PUSH_CONFIG_PATH,
  PUSH_SUBSCRIPTIONS_PATH,
} from '@wedding/contract/web-push-constants';
import { apiRequest } from '../../../shared/api/client.ts';

// The server side of the notification settings (issue 28 §5): whether it can push, the couple's switches,
// and the browser's subscription kept or forgotten.

export const pushConfigQuery = () =>
  queryOptions({
    queryKey: ['push', 'config'] as const,
    queryFn: ({ signal }) => apiRequest<PushConfigResponse>(PUSH_CONFIG_PATH, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const notificationPreferencesQuery = () =>
  queryOptions({
    queryKey: ['push', 'preferences'] as const,
    queryFn: ({ signal }) => apiRequest<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, { signal }),
  });

export const savePreferences = (patch: NotificationPreferencesUpdate) =>
  apiRequest<NotificationPreferences>(NOTIFICATION_PREFERENCES_PATH, { method: 'PUT', body: patch });

export const keepSubscription = (subscription: PushSubscriptionBody) =>
  apiRequest<NotificationPreferences>(PUSH_SUBSCRIPTIONS_PATH, { method: 'POST', body: subscription });

export const forgetSubscription = (endpoint: string) =>
  apiRequest<null>(PUSH_SUBSCRIPTIONS_PATH, { method: 'DELETE', body: { endpoint } });
