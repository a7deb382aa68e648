import { randomUUID } from 'node:crypto';
import type { NotificationKind } from '@wedding/domain/notification-catalog';
import type { Db } from '../../db/client.ts';
import type { NotificationOutbox } from '../notifications/outbox.ts';
import type { NotificationOwner } from '../notifications/repository.ts';

// Browser tests of the inboxes need entries before every event that tells someone is wired (issue 28 §1 lands
// piece by piece). This writes one through the real outbox, in a transaction of its own, as a change would.

export type TestNotice = {
  kind: NotificationKind;
  variables: Record<string, string>;
  link: string;
  calendarPath?: string | null;
};

export type TestNotifier = { tell(to: NotificationOwner, notice: TestNotice): Promise<boolean> };

export function createTestNotifier(deps: { db: Db; outbox: NotificationOutbox; now: () => Date }): TestNotifier {
  return {
    tell: (to, notice) =>
      deps.db.transaction((tx) =>
        deps.outbox.emit(tx, { ...notice, to, event: `test:${randomUUID()}`, at: deps.now() }),
      ),
  };
}
