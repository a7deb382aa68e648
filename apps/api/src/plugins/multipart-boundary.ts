import { API_ERROR_CODES } from '@wedding/contract/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../shared/errors.ts';

export const INVALID_MULTIPART_MESSAGE =
  '요청 본문(multipart/form-data)의 구분자(boundary)가 없거나 올바르지 않습니다.';

const MULTIPART_FORM_DATA = 'multipart/form-data';
// Fastify reads a body only for these (GET, HEAD and TRACE bodies are never parsed).
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'QUERY']);
// RFC 9110 §5.6.2 token: a parameter name, or a value sent without quotes.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
// RFC 2046 §5.1.1: 1 to 70 of these characters (space allowed), not ending in a space.
const BOUNDARY = /^[0-9A-Za-z'()+_,\-./:=? ]{0,69}[0-9A-Za-z'()+_,\-./:=?]$/;

/**
 * The boundary of a multipart Content-Type, or null when there is none, more than one, or one RFC 2046
 * does not allow. Stricter than busboy on purpose: whatever passes here, busboy reads the same way, so it
 * never meets a header it throws on.
 */
export function readMultipartBoundary(contentType: string): string | null {
  const parameters = readParameters(contentType);
  if (parameters === null) return null;
  // `boundary*` is RFC 2231's encoded form; busboy reads it as a boundary too, so it counts as one, and
  // is refused, rather than letting the two readers disagree.
  const boundaries = parameters.filter(([name]) => name === 'boundary' || name === 'boundary*');
  if (boundaries.length !== 1) return null;
  const [name, value] = boundaries[0]!;
  return name === 'boundary' && BOUNDARY.test(value) ? value : null;
}

/**
 * The parameters after the media type as [lowercase name, unquoted value], or null if the list is not
 * RFC 9110's `*( OWS ";" OWS [ name "=" ( token / quoted-string ) ] )`. One pass, no backtracking.
 */
function readParameters(header: string): Array<[string, string]> | null {
  const parameters: Array<[string, string]> = [];
  const start = header.indexOf(';');
  if (start === -1) return parameters;
  let i = start;
  const skipWhitespace = () => {
    while (header[i] === ' ' || header[i] === '\t') i += 1;
  };
  while (i < header.length) {
    skipWhitespace();
    if (i >= header.length) break;
    if (header[i] !== ';') return null;
    i += 1;
    skipWhitespace();
    if (i >= header.length || header[i] === ';') continue; // an empty parameter is allowed
    const equals = header.indexOf('=', i);
    if (equals === -1) return null;
    const name = header.slice(i, equals);
    if (!TOKEN.test(name)) return null;
    i = equals + 1;
    let value = '';
    if (header[i] === '"') {
      i += 1;
      while (i < header.length && header[i] !== '"') {
        if (header[i] === '\\') i += 1; // a quoted pair stands for the character after the backslash
        value += header[i] ?? '';
        i += 1;
      }
      if (i >= header.length) return null; // no closing quote
      i += 1;
    } else {
      const end = header.slice(i).search(/[;\t ]|$/);
      value = header.slice(i, i + end);
      if (!TOKEN.test(value)) return null;
      i += end;
    }
    parameters.push([name.toLowerCase(), value]);
  }
  return parameters;
}

/**
 * Refuses, with 400 INVALID_MULTIPART, a multipart/form-data body without a usable boundary, on routes
 * that read multipart. Busboy throws a plain Error on such a header, which answered 500 on every
 * multipart route (issue 23). Runs before parsing; routes without a multipart parser keep Fastify's 415.
 */
export function registerMultipartBoundaryCheck(app: FastifyInstance): void {
  app.addHook('preParsing', async (request) => {
    const contentType = request.headers['content-type'];
    if (contentType === undefined || !BODY_METHODS.has(request.method)) return;
    const mediaType = contentType.split(';', 1)[0]!.trim().toLowerCase();
    if (mediaType !== MULTIPART_FORM_DATA) return;
    // The route's own plugin registers @fastify/multipart; request.server is that plugin's instance.
    if (!request.server.hasContentTypeParser(MULTIPART_FORM_DATA)) return;
    if (readMultipartBoundary(contentType) === null) {
      throw new AppError(400, API_ERROR_CODES.INVALID_MULTIPART, INVALID_MULTIPART_MESSAGE);
    }
  });
}
