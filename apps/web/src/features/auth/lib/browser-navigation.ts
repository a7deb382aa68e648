/**
 * Full-page navigation out of the single-page app (to the API's OAuth start, which answers a 302 to the
 * provider). An object rather than a bare call so tests can replace `assign`: jsdom cannot navigate.
 */
export const browserNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
