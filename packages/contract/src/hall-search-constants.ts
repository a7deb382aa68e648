// The hall search's page sizes, without zod (decision 0037): the web imports them on pages that only read, where a
// module that also builds schemas would bring zod along. hall-search.ts re-exports them for the API.

export const HALL_SEARCH_PAGE_SIZE = 20;
export const MAX_HALL_SEARCH_FETCH_SIZE = 50;
