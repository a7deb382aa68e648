/** Query keys of the community: every key starts 'community', so a write can refresh what it touched. */
export const reviewKeys = {
  all: ['community'] as const,
  list: (params: object, viewer: string | null) => ['community', 'reviews', params, viewer] as const,
  one: (uuid: string, viewer: string | null) => ['community', 'review', uuid, viewer] as const,
  comments: (reviewUuid: string, viewer: string | null) => ['community', 'comments', reviewUuid, viewer] as const,
  blog: (partnerUuid: string) => ['community', 'blog', partnerUuid] as const,
  options: ['community', 'options'] as const,
  partner: (uuid: string, viewer: string | null) => ['community', 'partner', uuid, viewer] as const,
};
