// 사업자등록번호 (Korean business registration number), for partner onboarding (issue 29 §4): ten digits written
// 'XXX-XX-XXXXX', the last a check digit. The National Tax Service's rule: the first nine digits weighted
// 1,3,7,1,3,7,1,3,5, plus the tens of (ninth digit × 5); the check digit brings the total to a multiple of ten.

const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

export const BUSINESS_NUMBER_MESSAGES = {
  FORMAT: '사업자등록번호 10자리를 입력해 주세요.',
  CHECK_DIGIT: '사업자등록번호를 다시 확인해 주세요.',
} as const;

/** The ten digits of `input` (hyphens and spaces allowed), or null when it is not ten digits. */
export function businessNumberDigits(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  return /^\d{10}$/.test(digits) ? digits : null;
}

/** Whether ten digits pass the check-digit rule. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weighted = WEIGHTS.reduce((sum, weight, i) => sum + d[i]! * weight, 0);
  const total = weighted + Math.floor((d[8]! * 5) / 10);
  return (10 - (total % 10)) % 10 === d[9];
}

/** The number as stored and shown ('124-81-00998'), or why not, in Korean. */
export function parseBusinessNumber(input: string): { ok: true; value: string } | { ok: false; message: string } {
  const digits = businessNumberDigits(input);
  if (!digits) return { ok: false, message: BUSINESS_NUMBER_MESSAGES.FORMAT };
  if (!hasValidCheckDigit(digits)) return { ok: false, message: BUSINESS_NUMBER_MESSAGES.CHECK_DIGIT };
  return { ok: true, value: `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}` };
}
