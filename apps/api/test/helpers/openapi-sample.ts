// Requests made from the OpenAPI document, for tests that walk every route (schema fuzz, cache privacy).

export type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
};
export type Parameter = {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
};
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

/** A Server-Sent-Events stream: it never ends, so a walk that waits for the whole answer must leave it out. */
export const isEventStream = (operation: Operation) =>
  Boolean(operation.responses?.['200']?.content?.['text/event-stream']);
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

export function primaryType(schema: Schema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

const PATTERN_CANDIDATES = ['2027-05-01', '2027-05', '11:00', '11:00:00', '123456', '010-1234-5678', 'a', 'aaaaaaaa'];

/**
 * A function giving a value each schema accepts, as plain as possible. Uuids are `uuid`: requests that name
 * a customer (customer data) then name the signed-in one and get past the owner check.
 */
export function createSampler(uuid: string): (schema: Schema | undefined) => unknown {
  const sampleString = (schema: Schema): string => {
    switch (schema.format) {
      case 'email':
        return 'fuzz@example.com';
      case 'uuid':
        return uuid;
      case 'date':
        return '2027-05-01';
      case 'date-time':
        return '2027-05-01T00:00:00Z';
      case 'uri':
        return 'https://example.com/a.jpg';
    }
    if (schema.pattern) {
      // A patterned string (a date, a month, an hour, a code): the first plain candidate the pattern accepts.
      const pattern = new RegExp(schema.pattern);
      const found = PATTERN_CANDIDATES.find((candidate) => pattern.test(candidate));
      if (found !== undefined) return found;
    }
    return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
  };
  const sample = (schema: Schema | undefined): unknown => {
    if (!schema) return 'a';
    if (schema.const !== undefined) return schema.const;
    if (schema.enum?.length) return schema.enum[0];
    if (schema.default !== undefined) return schema.default;
    const variants = schema.anyOf ?? schema.oneOf;
    if (variants?.length) return sample(variants.find((v) => primaryType(v) !== 'null') ?? variants[0]);
    if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf));
    switch (primaryType(schema)) {
      case 'integer':
      case 'number': {
        const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
        return Math.max(low, Math.min(1, schema.maximum ?? 1));
      }
      case 'boolean':
        return true;
      case 'array':
        return [sample(schema.items)];
      case 'object': {
        const out: Record<string, unknown> = {};
        for (const name of schema.required ?? []) out[name] = sample(schema.properties?.[name]);
        return out;
      }
      default:
        return sampleString(schema);
    }
  };
  return sample;
}

/**
 * The operation's URL with its path parameters and required query parameters sampled; `values` overrides
 * some by name (a real `apiKey`).
 */
export function sampledUrl(
  path: string,
  operation: Operation,
  sample: (schema: Schema | undefined) => unknown,
  values: Record<string, unknown> = {},
): string {
  let url = path;
  const query = new URLSearchParams();
  for (const p of operation.parameters ?? []) {
    const value = p.name in values ? values[p.name] : sample(p.schema);
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query' && p.required) query.set(p.name, String(value));
  }
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

/**
 * A JSON object text nested `depth` levels deep (the object, then arrays inside one another), built as
 * text: JSON.stringify would itself recurse once per level.
 */
export function jsonNestedTo(depth: number): string {
  const arrays = Math.max(0, depth - 1);
  return `{"nested":${'['.repeat(arrays)}0${']'.repeat(arrays)}}`;
}
