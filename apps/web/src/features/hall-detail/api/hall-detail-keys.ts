// Every cache of the hall page lives under ['hall-detail'], so a like can patch them all at once.
export const hallDetailKeys = {
  all: ['hall-detail'] as const,
  /** The viewer is part of the key: `like` is per customer, so a login never shows a guest's heart. */
  venue: (uuid: string, viewer: string | null) => [...hallDetailKeys.all, 'venue', uuid, viewer] as const,
  photos: (uuid: string, kind: 'official' | 'review') => [...hallDetailKeys.all, 'photos', uuid, kind] as const,
  folder: (uuid: string, albumId: number) => [...hallDetailKeys.all, 'folder', uuid, albumId] as const,
  nearby: (region: string, uuid: string, viewer: string | null) =>
    [...hallDetailKeys.all, 'nearby', region, uuid, viewer] as const,
  /** A room's slots carry the viewer's hearts, so the viewer is part of the key here too. */
  room: (partnerProfileId: number, hallUuid: string, viewer: string | null) =>
    [...hallDetailKeys.all, 'room', partnerProfileId, hallUuid, viewer] as const,
  preview: (hallId: number, token: string) => [...hallDetailKeys.all, 'preview', hallId, token] as const,
  route: (query: string) => [...hallDetailKeys.all, 'route', query] as const,
};
