// When a review earns '방문 인증' (issue 11, corrected in issue 25): only after a visit that happened. A booked
// visit proves nothing until it is completed, and a cancelled one never does; a slot booking proves a visit once
// its deposit is paid and its wedding day has passed. A hold, an unpaid request or a future date claims more
// than is true.

/** One thing the author did with the partner, as the server reads it. */
export type VisitEvidence =
  | { kind: 'VISIT'; state: string; date: string }
  | { kind: 'SLOT'; holdKind: string; state: string; paid: boolean; date: string };

/** Does this one prove a visit, on `today` (a Seoul 'YYYY-MM-DD')? */
export function provesVisit(evidence: VisitEvidence, today: string): boolean {
  // The booking machine's states (issue 27): a visit the hall marked VISITED; a paid booking that still stands.
  if (evidence.kind === 'VISIT') return evidence.state === 'VISITED';
  return (
    evidence.holdKind === 'BOOKING' &&
    (evidence.state === 'PAID' || evidence.state === 'CONFIRMED') &&
    evidence.paid &&
    evidence.date < today
  );
}

export function isVisitVerified(evidence: readonly VisitEvidence[], today: string): boolean {
  return evidence.some((e) => provesVisit(e, today));
}
