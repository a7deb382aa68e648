import { describe, expect, it } from 'vitest';
import {
  isOperatorRole,
  mayDo,
  OPERATOR_AREAS,
  OPERATOR_PASSWORD_RULE_MESSAGE,
  OPERATOR_ROLES,
  operatorChangeRefusal,
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

describe('operator account changes (issue 29 §1 follow-up: an ADMIN manages operators, decision 0060)', () => {
  const admin = { id: 2, role: 'ADMIN', active: true } as const;
  const moderator = { id: 3, role: 'MODERATOR', active: true } as const;

  it('an ADMIN never manages their own account', () => {
    expect(operatorChangeRefusal(2, admin, { role: 'ADMIN', active: false }, 5)).toBe('SELF');
    expect(operatorChangeRefusal(2, admin, null, 5)).toBe('SELF');
  });

  it('the last active ADMIN can be neither disabled nor made a MODERATOR', () => {
    expect(operatorChangeRefusal(1, admin, { role: 'ADMIN', active: false }, 1)).toBe('LAST_ADMIN');
    expect(operatorChangeRefusal(1, admin, { role: 'MODERATOR', active: true }, 1)).toBe('LAST_ADMIN');
    expect(operatorChangeRefusal(1, admin, { role: 'ADMIN', active: false }, 2)).toBeNull();
    expect(operatorChangeRefusal(1, admin, { role: 'MODERATOR', active: true }, 2)).toBeNull();
  });

  it('a reset keeps the role and the account on, so it never needs another ADMIN', () => {
    expect(operatorChangeRefusal(1, admin, null, 1)).toBeNull();
  });

  it('MODERATORs and disabled ADMINs do not count toward the rule', () => {
    expect(operatorChangeRefusal(1, moderator, { role: 'MODERATOR', active: false }, 1)).toBeNull();
    expect(operatorChangeRefusal(1, { ...admin, active: false }, { role: 'MODERATOR', active: false }, 1)).toBeNull();
  });

  it('the password rule message quotes 12 and 200', () => {
    expect(OPERATOR_PASSWORD_RULE_MESSAGE).toContain('12자 이상');
    expect(OPERATOR_PASSWORD_RULE_MESSAGE).toContain('200자 이하');
  });
});
