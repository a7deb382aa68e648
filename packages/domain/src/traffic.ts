// Spec §9: a hall counts as STATION_AREA (역세권) when a subway station is under a 15-minute walk.
import { STATION_AREA_MAX_WALK_MINUTES } from './enums.ts';

export function isStationArea(walkingTimeMinutes: readonly number[]): boolean {
  return walkingTimeMinutes.some((m) => m < STATION_AREA_MAX_WALK_MINUTES);
}

/**
 * A station's name as shown: always ending in exactly one '역' ('청담' and '청담역' both read '청담역', a stored
 * '청담역역' is mended). Station names are stored with their '역', and a screen that added one more printed
 * '청담역역'; every place that shows or stores a station goes through this.
 */
export function stationName(name: string): string {
  return `${name.trim().replace(/역+$/u, '')}역`;
}
