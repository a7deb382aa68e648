import { createHash, createHmac } from 'node:crypto';

// A share link's token (decision 0062): an HMAC-SHA256 of the link's uuid under the server's secret, base64url
// (43 characters, 256 bits). Only its SHA-256 is stored, so the database alone opens no list; the couple can still
// copy a link again later, since the server derives it from the uuid and its secret.

export type ShareTokens = {
  tokenOf(linkUuid: string): string;
  hashOf(token: string): string;
};

export function createShareTokens(secret: string): ShareTokens {
  return {
    tokenOf: (linkUuid) => createHmac('sha256', secret).update(`shortlist-share:${linkUuid}`).digest('base64url'),
    hashOf: (token) => createHash('sha256').update(token).digest('hex'),
  };
}
