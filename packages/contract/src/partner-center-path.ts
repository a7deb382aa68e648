/** Where the partner console's API lives (issue 26). Alone in its module: the couple's API client needs only this. */
export const PARTNER_CENTER_API = '/v3/partner-center';
