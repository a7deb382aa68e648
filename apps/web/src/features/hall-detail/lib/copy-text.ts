/** Copies text; says whether it worked, or that the browser offers no clipboard here (spec §8's three cases). */
export async function copyText(text: string): Promise<'copied' | 'failed' | 'unavailable'> {
  if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) return 'unavailable';
  try {
    await navigator.clipboard.writeText(text);
    return 'copied';
  } catch {
    return 'failed';
  }
}
