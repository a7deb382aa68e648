// Partner console staff (issue 26): who on a hall's or planner's side may do what. The console's routes and
// screens ask `mayDo` rather than comparing role names, so a role's reach is written once, here.

/** The roles of issue 26, from the widest to the narrowest. */
export const STAFF_ROLES = ['OWNER', 'MANAGER', 'CALENDAR', 'MESSAGES'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a console operation touches; every console route names one. */
export const STAFF_AREAS = [
  /** Inviting, re-roling and removing staff. */
  'staff',
  /** Slots, weekly plans, exceptions and prices. */
  'calendar',
  /** The price disclosure (고시 items, penalties, refund rules). */
  'disclosure',
  /** Profile drafts: editing, publishing, restoring versions. */
  'profile',
  /** Answers to reviews and disputes; later bookings and inquiries. */
  'messages',
  /** The dashboard's statistics. */
  'statistics',
  /** The audit log of every console write. */
  'audit',
] as const;
export type StaffArea = (typeof STAFF_AREAS)[number];

// Issue 26: OWNER everything, including staff; MANAGER everything but staff; CALENDAR slots and prices only;
// MESSAGES answers (and, later, bookings and inquiries) only. The audit log is the OWNER's.
const REACH: Readonly<Record<StaffRole, readonly StaffArea[]>> = {
  OWNER: STAFF_AREAS,
  MANAGER: ['calendar', 'disclosure', 'profile', 'messages', 'statistics'],
  CALENDAR: ['calendar'],
  MESSAGES: ['messages'],
};

/** Whether a staff member with `role` may act on `area`. */
export function mayDo(role: StaffRole, area: StaffArea): boolean {
  return REACH[role].includes(area);
}

/** Only an OWNER signs in with a second factor by obligation; for the other roles TOTP is optional. */
export function totpRequired(role: StaffRole): boolean {
  return role === 'OWNER';
}

/** An invitation link is good for 72 hours (issue 26), and only once. */
export const STAFF_INVITE_TTL_MS = 72 * 60 * 60 * 1000;

/** Whether an invitation issued at `issuedAt` may still be accepted at `now`. */
export function inviteUsable(invite: { issuedAt: Date; usedAt: Date | null }, now: Date): boolean {
  return invite.usedAt === null && now.getTime() - invite.issuedAt.getTime() < STAFF_INVITE_TTL_MS;
}

/**
 * Whether `actor` may change `target`'s role to `next` (or remove them, `next` null). Only an OWNER manages
 * staff, and a partner always keeps an OWNER: the last one can be neither demoted nor removed.
 */
export function mayChangeStaff(
  actor: StaffRole,
  target: { role: StaffRole },
  next: StaffRole | null,
  ownersLeft: number,
): boolean {
  if (!mayDo(actor, 'staff')) return false;
  const losesOwner = target.role === 'OWNER' && next !== 'OWNER';
  return !(losesOwner && ownersLeft <= 1);
}
