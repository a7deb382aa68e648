import { dDayLabel } from '@wedding/domain/d-day';
import { formatKoreanDate } from '@wedding/domain/korean-date';

type Props = { weddingDate: string | null; now?: Date };

/** What the main header will show once saved: D-123, D-Day, D+5 or 미정, updated as the date changes. */
export function DDayPreview({ weddingDate, now = new Date() }: Props) {
  return (
    <section className="dday-preview" aria-label="디데이 미리보기">
      <div>
        <p className="dday-preview__caption">결혼식까지</p>
        <p className="dday-preview__date">
          {weddingDate ? formatKoreanDate(weddingDate) : '날짜가 정해지면 알려드려요'}
        </p>
      </div>
      <output className="dday-preview__label" aria-live="polite" data-testid="dday-preview">
        {dDayLabel(weddingDate, now)}
      </output>
    </section>
  );
}
