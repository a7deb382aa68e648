// A room's entrance method (spec §9 Entrance methods: DIRECT, VIA_STAIRS, VIA_HIDDEN_SPACE, VIA_LIFT, FROM_FRONT,
// FROM_LOBBY, L_SHAPE, U_SHAPE, Z_SHAPE, ETC). The spec lists it among the enumerations but not among the hall
// search's filter chips (§3), so it is shown on a room and not offered as a filter.
import { ENTRANCE_METHODS } from './enums.ts';

/** The Korean label of a room's entrance method; null when the room has none or the code is not one of §9's. */
export function entranceMethodLabel(code: string | null | undefined): string | null {
  if (!code) return null;
  return ENTRANCE_METHODS.find((option) => option.value === code)?.label ?? null;
}
