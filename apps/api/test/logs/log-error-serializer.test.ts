import { describe, expect, it } from 'vitest';
import { scrubLogText, serializeErrorForLog } from '../../src/plugins/log-error-serializer.ts';

describe('the err log serializer (issue 29 §7)', () => {
  it.each([
    ['invalid input syntax for type integer: "010-1234-5678"', 'invalid input syntax for type integer: "[phone]"'],
    ['tel 01012345678 and 010 1234 5678', 'tel [phone] and [phone]'],
    ['call +82 10-1234-5678 or 02-123-4567', 'call [phone] or [phone]'],
    ['Key (email)=(Minji.Kim@Example.com) already exists.', 'Key (email)=([email]) already exists.'],
    ['Failed query: select $1\nparams: a@b.co,010-1111-2222', 'Failed query: select $1\nparams: [redacted]'],
    ['bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJlLXZhbHVl', 'bearer [token]'],
    ['hold 46, order hold-8180ae87, at 2026-11-21T00:00:00Z', 'hold 46, order hold-8180ae87, at 2026-11-21T00:00:00Z'],
  ])('%s', (text, expected) => {
    expect(scrubLogText(text)).toBe(expected);
  });

  it('keeps the type, the safe fields and the cause, drops the rest (params, detail)', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'customers_email_key',
      detail: 'Key (email)=(a@b.co) already exists.',
    });
    const error = Object.assign(new Error('Failed query: insert\nparams: a@b.co', { cause }), { params: ['a@b.co'] });
    const out = serializeErrorForLog(error) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toContain('a@b.co');
    expect(out).toMatchObject({ type: 'Error', message: 'Failed query: insert\nparams: [redacted]' });
    expect(out.cause).toMatchObject({ code: '23505', constraint: 'customers_email_key', message: 'duplicate key' });
  });
});
