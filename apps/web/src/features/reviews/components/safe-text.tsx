import { Fragment } from 'react';

/** http(s) addresses in user text; nothing else (javascript:, data:) ever becomes a link. */
const URL_IN_TEXT = /\bhttps?:\/\/[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/gi;

/**
 * User text as text (issue 11): React escapes it, so markup in a review or comment shows as characters and never
 * runs. Web addresses become links that open apart from the app and pass no referrer or ranking
 * (rel="nofollow ugc noopener noreferrer").
 */
export function SafeText({ text }: { text: string }) {
  const parts: (string | { url: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_IN_TEXT)) {
    const url = match[0];
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ url });
    last = match.index + url.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, i) =>
        typeof part === 'string' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
          <Fragment key={i}>{part}</Fragment>
        ) : (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never reorder
            key={i}
            href={part.url}
            target="_blank"
            rel="nofollow ugc noopener noreferrer"
            className="safe-text__link"
          >
            {part.url}
          </a>
        ),
      )}
    </>
  );
}
