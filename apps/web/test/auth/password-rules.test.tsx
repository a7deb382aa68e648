import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordRules } from '../../src/features/auth/components/password-rules.tsx';

const CHECK_MARK = 'M3 7.2l2.6 2.6L11 4.4';
const item = (label: string) => screen.getByText(label).closest('li') as HTMLLIElement;
const wearsCheck = (li: HTMLLIElement) => li.querySelector(`path[d="${CHECK_MARK}"]`) !== null;

describe('PasswordRules (issue 9: unmet rules must not look met)', () => {
  it('before typing, no rule wears a check: each shows the empty pending mark', () => {
    render(<PasswordRules password="" />);
    for (const label of ['8~20자', '영문 포함', '숫자 포함', '특수문자 포함', '공백 없음']) {
      expect(item(label)).toHaveAttribute('data-state', 'pending');
      expect(wearsCheck(item(label))).toBe(false);
      expect(item(label)).toHaveTextContent('미충족');
    }
  });

  it('while typing, met rules wear the check and unmet ones a cross in the danger colour class', () => {
    render(<PasswordRules password="abc123" />);
    for (const label of ['영문 포함', '숫자 포함', '공백 없음']) {
      expect(item(label)).toHaveAttribute('data-state', 'met');
      expect(item(label)).toHaveClass('password-rules__item--met');
      expect(wearsCheck(item(label))).toBe(true);
    }
    for (const label of ['8~20자', '특수문자 포함']) {
      expect(item(label)).toHaveAttribute('data-state', 'unmet');
      expect(item(label)).toHaveClass('password-rules__item--unmet');
      expect(wearsCheck(item(label))).toBe(false);
    }
  });
});
