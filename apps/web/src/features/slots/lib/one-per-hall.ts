/**
 * The first slot of each hall, in the given order, up to `limit`: the home's discount preview shows four
 * different halls rather than one cheap hall's four dates (issue 9). The list behind '모두 보기' keeps them all.
 */
export function onePerHall<T extends { partnerUuid: string }>(slots: readonly T[], limit: number): T[] {
  const seen = new Set<string>();
  const picked: T[] = [];
  for (const slot of slots) {
    if (picked.length === limit) break;
    if (seen.has(slot.partnerUuid)) continue;
    seen.add(slot.partnerUuid);
    picked.push(slot);
  }
  return picked;
}
