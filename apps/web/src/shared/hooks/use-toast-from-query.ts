import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { ToastOptions, ToastType } from '../stores/toast-store.ts';
import { useToastStore } from '../stores/toast-store.ts';

const TOAST_TYPES: readonly ToastType[] = ['success', 'error', 'info'];

/** toastOptions is URL-encoded JSON (docs/decisions/0005); anything malformed is ignored, the text still shows. */
export function parseToastOptions(raw: string | null): ToastOptions {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!value || typeof value !== 'object') return {};
  const options: ToastOptions = {};
  if ('type' in value && TOAST_TYPES.includes(value.type as ToastType)) options.type = value.type as ToastType;
  if ('duration' in value && typeof value.duration === 'number' && value.duration > 0 && value.duration <= 60_000) {
    options.duration = value.duration;
  }
  return options;
}

/**
 * Spec §2: any page can be opened with ?toast=…&toastOptions=… (e.g. after a redirect). The toast is shown
 * once and both parameters leave the URL by a history replace, so back or reload does not repeat it.
 */
export function useToastFromQuery(): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const show = useToastStore((state) => state.show);
  const text = searchParams.get('toast');

  useEffect(() => {
    if (text === null) return;
    if (text.trim()) show(text, parseToastOptions(searchParams.get('toastOptions')));
    const rest = new URLSearchParams(searchParams);
    rest.delete('toast');
    rest.delete('toastOptions');
    setSearchParams(rest, { replace: true, preventScrollReset: true });
  }, [text, searchParams, setSearchParams, show]);
}
