import { isAllAgreed, TERM_KEYS, TERMS, type TermKey } from '@wedding/domain/terms';
import { useId, useState } from 'react';
import { BottomSheet } from '../../../shared/ui/bottom-sheet.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { TERM_DOCUMENTS } from '../lib/term-documents.ts';
import './terms-agreement.css';

type Props = { agreed: readonly TermKey[]; onChange: (agreed: TermKey[]) => void };

const CheckMark = () => (
  <svg className="terms__check-mark" width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
    <path d="M3 7.2l2.6 2.6L11 4.4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);

/** 전체 동의 plus one checkbox per term, [필수]/[선택] labels and a 보기 link opening the text in a sheet. */
export function TermsAgreement({ agreed, onChange }: Props) {
  const [reading, setReading] = useState<TermKey | null>(null);
  const allId = useId();
  const allAgreed = isAllAgreed(agreed);
  const readingTerm = TERMS.find((term) => term.key === reading);

  const toggle = (key: TermKey, on: boolean) =>
    onChange(TERM_KEYS.filter((k) => (k === key ? on : agreed.includes(k))));

  return (
    <>
      <div className="terms__all">
        <input
          id={allId}
          type="checkbox"
          className="terms__input"
          checked={allAgreed}
          aria-describedby={`${allId}-desc`}
          onChange={(event) => onChange(event.target.checked ? [...TERM_KEYS] : [])}
        />
        <label htmlFor={allId} className="terms__all-label">
          <span className="terms__box" aria-hidden="true">
            <CheckMark />
          </span>
          <span className="terms__all-text">전체 동의</span>
        </label>
        <p id={`${allId}-desc`} className="terms__all-desc">
          선택 항목을 포함한 모든 약관에 동의합니다.
        </p>
      </div>
      <ul className="terms__list">
        {TERMS.map((term) => {
          const id = `${allId}-${term.key}`;
          const hasDocument = Boolean(TERM_DOCUMENTS[term.key]);
          return (
            <li key={term.key} className="terms__item">
              <div className="terms__choice">
                <input
                  id={id}
                  type="checkbox"
                  className="terms__input"
                  checked={agreed.includes(term.key)}
                  onChange={(event) => toggle(term.key, event.target.checked)}
                />
                <label htmlFor={id} className="terms__label">
                  <span className="terms__box terms__box--small" aria-hidden="true">
                    <CheckMark />
                  </span>
                  <span>
                    <span className={term.required ? 'terms__tag terms__tag--required' : 'terms__tag'}>
                      {term.required ? '[필수]' : '[선택]'}
                    </span>{' '}
                    {term.label}
                  </span>
                </label>
              </div>
              {hasDocument ? (
                <button
                  type="button"
                  className="terms__view"
                  aria-label={`${term.label} 보기`}
                  aria-haspopup="dialog"
                  onClick={() => setReading(term.key)}
                >
                  보기
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      <BottomSheet
        open={readingTerm !== undefined}
        title={readingTerm?.label.replace(/ 동의$/, '') ?? ''}
        onClose={() => setReading(null)}
        footer={
          <Button
            size="lg"
            block
            onClick={() => {
              if (reading) toggle(reading, true);
              setReading(null);
            }}
          >
            동의하기
          </Button>
        }
      >
        <div className="terms__document">
          {(reading ? (TERM_DOCUMENTS[reading] ?? []) : []).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </BottomSheet>
    </>
  );
}
