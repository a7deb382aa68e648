/** What a blog post says of itself: its Open Graph title, description and image, else its <title>. */
export type OpenGraph = { title: string | null; description: string | null; image: string | null };

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Plain one-line text: entities decoded, control characters and runs of whitespace folded. */
function clean(text: string | undefined, max: number): string | null {
  if (text === undefined) return null;
  const plain = decodeEntities(text)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return plain ? Array.from(plain).slice(0, max).join('') : null;
}

function attributes(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-z:_-]+)\s*=\s*("([^"]*)"|'([^']*)'|([^\s"'>]+))/gi))
    out[match[1]!.toLowerCase()] = match[3] ?? match[4] ?? match[5] ?? '';
  return out;
}

/** Reads the <meta> tags of an HTML page (the first 1 MB is plenty: they sit in <head>). */
export function readOpenGraph(html: string): OpenGraph {
  const meta = new Map<string, string>();
  // Quoted values may hold '>' (legal in an attribute): a tag ends at the first '>' outside quotes.
  for (const match of html.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const attrs = attributes(match[0]);
    const key = (attrs.property ?? attrs.name ?? '').toLowerCase();
    if (key && attrs.content !== undefined && !meta.has(key)) meta.set(key, attrs.content);
  }
  const titleTag = /<title[^>]*>([\s\S]*?)<\/title>/i.exec(html)?.[1];
  return {
    title: clean(meta.get('og:title') ?? meta.get('twitter:title') ?? titleTag, 200),
    description: clean(meta.get('og:description') ?? meta.get('description') ?? meta.get('twitter:description'), 500),
    image: clean(meta.get('og:image') ?? meta.get('twitter:image'), 2000),
  };
}
