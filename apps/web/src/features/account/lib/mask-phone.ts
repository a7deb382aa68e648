/** The profile shows the phone with its middle part hidden: 010-1234-5678 → 010-****-5678. */
export function maskPhone(tel: string): string {
  const parts = tel.split('-');
  if (parts.length === 3) return `${parts[0]}-${'*'.repeat(parts[1]?.length ?? 4)}-${parts[2]}`;
  // Not hyphenated (an old record): keep the first three and last four digits.
  const digits = tel.replace(/\D/g, '');
  if (digits.length < 8) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}
