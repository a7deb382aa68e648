// Spec §9: a hall counts as STATION_AREA (역세권) when a subway station is under a 15-minute walk.
import { STATION_AREA_MAX_WALK_MINUTES } from './enums.ts';

export function isStationArea(walkingTimeMinutes: readonly number[]): boolean {
  return walkingTimeMinutes.some((m) => m < STATION_AREA_MAX_WALK_MINUTES);
}
