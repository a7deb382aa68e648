// The photos a server-rendered page marks as its largest paint (fetchPriority="high"), as preload links for
// the top of the body: the browser asks for them right after the stylesheet, before it parses the cards.
// React's server renderer emitted these links itself; Preact's does not (decision 0030).

const IMG_TAG = /<img\b[^>]*>/g;
const ATTRIBUTE = /\s([a-zA-Z-]+)(?:="([^"]*)")?/g;
/** A page has at most a few largest-paint candidates; more would compete with each other for the line. */
const MAX_PRELOADS = 4;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, value] of tag.matchAll(ATTRIBUTE)) if (name) attributes.set(name.toLowerCase(), value ?? '');
  return attributes;
}

/** `<link rel="preload">` tags for the high-priority images in `html`, in order, once each. */
export function priorityImagePreloads(html: string): string[] {
  const links: string[] = [];
  const seen = new Set<string>();
  for (const [tag] of html.matchAll(IMG_TAG)) {
    const attributes = attributesOf(tag);
    const src = attributes.get('src');
    if (attributes.get('fetchpriority') !== 'high' || !src || seen.has(src)) continue;
    seen.add(src);
    // The value is copied as the renderer escaped it, so it stays escaped inside the new attribute.
    const srcset = attributes.get('srcset');
    const sizes = attributes.get('sizes');
    const responsive = `${srcset ? ` imagesrcset="${srcset}"` : ''}${sizes ? ` imagesizes="${sizes}"` : ''}`;
    links.push(`<link rel="preload" as="image" href="${src}"${responsive} fetchpriority="high" />`);
    if (links.length === MAX_PRELOADS) break;
  }
  return links;
}
