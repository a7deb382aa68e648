import { timestamp } from 'drizzle-orm/pg-core';

// Instants are timestamptz mapped to Date; calendar dates and times stay strings (Asia/Seoul calendar).
export function createdAt() {
  return timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
}

export function instant(name: string) {
  return timestamp(name, { withTimezone: true, mode: 'date' });
}
