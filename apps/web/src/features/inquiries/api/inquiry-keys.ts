// Every inquiry cache is the signed-in couple's own and lives under ['inquiries'], so a live event or a sign-out
// refreshes them all at once.
export const inquiryKeys = {
  all: ['inquiries'] as const,
  list: (viewer: string | null) => [...inquiryKeys.all, 'list', viewer] as const,
  thread: (id: string) => [...inquiryKeys.all, 'thread', id] as const,
  messages: (id: string) => [...inquiryKeys.all, 'messages', id] as const,
};
