import { describe, expect, it } from 'vitest';
import {
  isOperatorRole,
  mayDo,
  OPERATOR_AREAS,
  OPERATOR_ROLES,
  operatorPasswordAcceptable,
} from '../src/operator-roles.ts';

describe('operator roles (issue 29 §1: MODERATOR and ADMIN)', () => {
  it('has exactly the two roles of the issue', () => {
    expect([...OPERATOR_ROLES].sort()).toEqual(['ADMIN', 'MODERATOR']);
  });

  it('an ADMIN reaches every area', () => {
    for (const area of OPERATOR_AREAS) expect(mayDo('ADMIN', area)).toBe(true);
  });

  it('a MODERATOR works reports, suspensions and disputes and reads the audit log, but not onboarding', () => {
    expect(mayDo('MODERATOR', 'reports')).toBe(true);
    expect(mayDo('MODERATOR', 'suspensions')).toBe(true);
    expect(mayDo('MODERATOR', 'disputes')).toBe(true);
    expect(mayDo('MODERATOR', 'audit')).toBe(true);
    expect(mayDo('MODERATOR', 'onboarding')).toBe(false);
    expect(mayDo('MODERATOR', 'operators')).toBe(false);
  });

  it('recognises only the two role names, case-sensitively', () => {
    expect(isOperatorRole('ADMIN')).toBe(true);
    expect(isOperatorRole('MODERATOR')).toBe(true);
    expect(isOperatorRole('admin')).toBe(false);
    expect(isOperatorRole('OWNER')).toBe(false);
  });
});

describe('operator password length (decision 0056)', () => {
  it('takes 12 characters and refuses 11', () => {
    expect(operatorPasswordAcceptable('a'.repeat(12))).toBe(true);
    expect(operatorPasswordAcceptable('a'.repeat(11))).toBe(false);
  });
  it('counts Korean characters as one each, and refuses over 200', () => {
    expect(operatorPasswordAcceptable('가'.repeat(12))).toBe(true);
    expect(operatorPasswordAcceptable('a'.repeat(201))).toBe(false);
  });
});
