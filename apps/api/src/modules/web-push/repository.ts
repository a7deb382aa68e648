import { MAX_PUSH_DEVICES } from '@wedding/contract/web-push-constants';
import { and, count, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, pushSubscriptions } from '../../db/schema/index.ts';

/** What a push needs: where to send and the keys to encrypt to. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };
export type NewSubscription = PushTarget & { userAgent: string | null };
export type PreferencesRow = {
  promotionsInApp: boolean;
  promotionsPush: boolean;
  pushConsentedAt: Date | null;
  pushDevices: number;
};
/** One couple's promotional reach: the inbox switch, and the devices to push to (none unless push is on). */
export type ReachRow = { customerId: number; promotionsInApp: boolean; pushTargets: PushTarget[] };

/** The defaults a couple without a preferences row has (issue 28 §5: in-app on, push only after a tap). */
export const DEFAULT_PREFERENCES = { promotionsInApp: true, promotionsPush: false, pushConsentedAt: null } as const;

/** Push subscriptions and promotional preferences; the only module that touches those two tables. */
export type WebPushRepository = {
  /**
   * Keeps `subscription` for `customerId` (the same endpoint again updates it: a browser re-subscribing, or
   * another account signing in on it, takes it over) and turns promotional push on with `now` as the consent.
   */
  subscribe(customerId: number, subscription: NewSubscription, now: Date): Promise<void>;
  /** Forgets this couple's subscription at `endpoint`; false when they had none there. */
  unsubscribe(customerId: number, endpoint: string, now: Date): Promise<boolean>;
  /** Forgets the subscription at `endpoint` whoever owns it (the push service said it is gone). */
  forgetEndpoint(endpoint: string, now: Date): Promise<void>;
  preferences(customerId: number): Promise<PreferencesRow>;
  updatePreferences(
    customerId: number,
    patch: { promotionsInApp?: boolean; promotionsPush?: boolean },
    now: Date,
  ): Promise<void>;
  subscriptions(customerId: number): Promise<PushTarget[]>;
  /** Every listed couple's promotional reach, in one read for a fan-out (absent couples have the defaults). */
  reach(customerIds: readonly number[]): Promise<ReachRow[]>;
  markDelivered(endpoint: string, at: Date): Promise<void>;
  markFailed(endpoint: string, at: Date): Promise<void>;
};

export function createWebPushRepository(db: Db): WebPushRepository {
  const inTransaction = <T>(work: (tx: Db) => Promise<T>) => db.transaction((txn) => work(txn as unknown as Db));

  const deviceCount = async (tx: Db, customerId: number) => {
    const [row] = await tx
      .select({ n: count() })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.customerId, customerId));
    return row?.n ?? 0;
  };

  /** Push stays on only while a device is left to push to (the rule of the promotionsPush column). */
  const pushOffWithoutDevices = async (tx: Db, customerId: number, now: Date) => {
    if ((await deviceCount(tx, customerId)) > 0) return;
    await tx
      .update(notificationPreferences)
      .set({ promotionsPush: false, updatedAt: now })
      .where(and(eq(notificationPreferences.customerId, customerId), eq(notificationPreferences.promotionsPush, true)));
  };

  const ownerOf = async (tx: Db, endpoint: string) => {
    const [row] = await tx
      .select({ customerId: pushSubscriptions.customerId })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, endpoint));
    return row?.customerId ?? null;
  };

  return {
    subscribe: (customerId, subscription, now) =>
      inTransaction(async (tx) => {
        const previousOwner = await ownerOf(tx, subscription.endpoint);
        await tx
          .insert(pushSubscriptions)
          .values({ customerId, ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              customerId,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
              userAgent: subscription.userAgent,
              failedAt: null,
            },
          });
        await tx
          .insert(notificationPreferences)
          .values({ customerId, promotionsPush: true, pushConsentedAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: notificationPreferences.customerId,
            set: { promotionsPush: true, pushConsentedAt: now, updatedAt: now },
          });
        if (previousOwner !== null && previousOwner !== customerId) await pushOffWithoutDevices(tx, previousOwner, now);
        // Anyone signed in could post endless made-up endpoints: keep the newest few, and this one.
        const others = and(
          eq(pushSubscriptions.customerId, customerId),
          ne(pushSubscriptions.endpoint, subscription.endpoint),
        );
        const kept = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(others)
          .orderBy(
            desc(sql`coalesce(${pushSubscriptions.lastSuccessAt}, ${pushSubscriptions.createdAt})`),
            desc(pushSubscriptions.id),
          )
          .limit(MAX_PUSH_DEVICES - 1);
        await tx.delete(pushSubscriptions).where(and(others, notInArray(pushSubscriptions.id, kept)));
      }),

    unsubscribe: (customerId, endpoint, now) =>
      inTransaction(async (tx) => {
        const gone = await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.customerId, customerId), eq(pushSubscriptions.endpoint, endpoint)))
          .returning({ id: pushSubscriptions.id });
        await pushOffWithoutDevices(tx, customerId, now);
        return gone.length > 0;
      }),

    forgetEndpoint: (endpoint, now) =>
      inTransaction(async (tx) => {
        const [gone] = await tx
          .delete(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, endpoint))
          .returning({ customerId: pushSubscriptions.customerId });
        if (gone) await pushOffWithoutDevices(tx, gone.customerId, now);
      }),

    async preferences(customerId) {
      const [row] = await db
        .select({
          promotionsInApp: notificationPreferences.promotionsInApp,
          promotionsPush: notificationPreferences.promotionsPush,
          pushConsentedAt: notificationPreferences.pushConsentedAt,
        })
        .from(notificationPreferences)
        .where(eq(notificationPreferences.customerId, customerId));
      return { ...(row ?? DEFAULT_PREFERENCES), pushDevices: await deviceCount(db, customerId) };
    },

    async updatePreferences(customerId, patch, now) {
      await db
        .insert(notificationPreferences)
        .values({ customerId, ...patch, updatedAt: now })
        .onConflictDoUpdate({ target: notificationPreferences.customerId, set: { ...patch, updatedAt: now } });
    },

    subscriptions: (customerId) =>
      db
        .select({
          endpoint: pushSubscriptions.endpoint,
          p256dh: pushSubscriptions.p256dh,
          auth: pushSubscriptions.auth,
        })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.customerId, customerId))
        .orderBy(pushSubscriptions.id),

    async reach(customerIds) {
      if (customerIds.length === 0) return [];
      const ids = [...new Set(customerIds)];
      const [preferences, devices] = await Promise.all([
        db
          .select({
            customerId: notificationPreferences.customerId,
            promotionsInApp: notificationPreferences.promotionsInApp,
            promotionsPush: notificationPreferences.promotionsPush,
          })
          .from(notificationPreferences)
          .where(inArray(notificationPreferences.customerId, ids)),
        db
          .select({
            customerId: pushSubscriptions.customerId,
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
          })
          .from(pushSubscriptions)
          .innerJoin(
            notificationPreferences,
            and(
              eq(notificationPreferences.customerId, pushSubscriptions.customerId),
              eq(notificationPreferences.promotionsPush, true),
            ),
          )
          .where(inArray(pushSubscriptions.customerId, ids))
          .orderBy(pushSubscriptions.id),
      ]);
      const inApp = new Map(preferences.map((row) => [row.customerId, row.promotionsInApp]));
      const targets = new Map<number, PushTarget[]>();
      for (const { customerId, ...target } of devices) {
        const list = targets.get(customerId);
        if (list) list.push(target);
        else targets.set(customerId, [target]);
      }
      return ids.map((customerId) => ({
        customerId,
        promotionsInApp: inApp.get(customerId) ?? DEFAULT_PREFERENCES.promotionsInApp,
        pushTargets: targets.get(customerId) ?? [],
      }));
    },

    async markDelivered(endpoint, at) {
      await db
        .update(pushSubscriptions)
        .set({ lastSuccessAt: at, failedAt: null })
        .where(eq(pushSubscriptions.endpoint, endpoint));
    },

    async markFailed(endpoint, at) {
      await db.update(pushSubscriptions).set({ failedAt: at }).where(eq(pushSubscriptions.endpoint, endpoint));
    },
  };
}
