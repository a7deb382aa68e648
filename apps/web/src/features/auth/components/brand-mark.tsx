import { SERVICE_NAME } from '../../../shared/lib/app-info.ts';
import '../../../shared/ui/button.css';
import './brand-mark.css';

/** Logo, wordmark and one line of promise at the top of the sign-in page. */
export function BrandMark() {
  return (
    <div className="brand-mark">
      <svg className="brand-mark__logo" width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="20" fill="currentColor" />
        <circle cx="26" cy="34" r="11" fill="none" stroke="#fff" strokeWidth="3.5" />
        <circle cx="38" cy="34" r="11" fill="none" stroke="#fff" strokeWidth="3.5" opacity="0.85" />
        <path d="M38 15l3 4-3 4-3-4z" fill="#fff" />
      </svg>
      <p className="brand-mark__name">{SERVICE_NAME}</p>
      <p className="brand-mark__tagline">{'웨딩홀 잔여일정과 가격을\n한눈에 비교하고 바로 상담까지'}</p>
    </div>
  );
}
