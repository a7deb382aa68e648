import type { ComparisonStatus, HallPreview } from '@wedding/contract/hall-rooms';
import { COMPARISON_LABELS } from '@wedding/domain/comparison';
import { weddingGapLabel } from '@wedding/domain/hall-detail';
import { formatKoreanDate } from '@wedding/domain/korean-date';
import { NO_INFORMATION } from '@wedding/domain/messages';
import { formatNumber, formatWon, mealFeeLabel } from '@wedding/domain/price';
import { seoulToday } from '@wedding/domain/seoul-calendar';
import type { ReactNode } from 'react';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

type Fields = HallPreview['fields'];
type Compared<K extends keyof Fields> = Fields[K];

/** The badge of a changed field; an unchanged field has none (spec §3 Comparison data). */
function StatusBadge({ status }: { status: ComparisonStatus }) {
  if (status === 'unchanged') return null;
  return (
    <span className={`preview-badge preview-badge--${status}`} data-status={status}>
      {COMPARISON_LABELS[status]}
    </span>
  );
}

const won = (value: number | null) => (value === null ? NO_INFORMATION : formatWon(value));
const perGuest = (value: number | null) => (value === null || value === 0 ? NO_INFORMATION : mealFeeLabel(value));
const gap = (value: number[] | null) => (value && value.length > 0 ? weddingGapLabel(value) : NO_INFORMATION);
const words = (value: string | null) => (value ? value : NO_INFORMATION);
const people = (value: number | null) => (value === null ? NO_INFORMATION : `${formatNumber(value)}명`);

type RowProps<T> = {
  label: string;
  field: { status: ComparisonStatus; published: T | null; draft: T | null };
  show: (value: T | null) => string;
};

/** One field: the draft's value, and for an update or a deletion the published value struck through. */
function PreviewRow<T>({ label, field, show }: RowProps<T>) {
  const shown = field.status === 'deleted' ? NO_INFORMATION : show(field.draft);
  return (
    <div className={`preview-row preview-row--${field.status}`} data-testid="preview-row" data-status={field.status}>
      <dt>
        {label} <StatusBadge status={field.status} />
      </dt>
      <dd>
        {field.status === 'updated' || field.status === 'deleted' ? (
          <del className="preview-row__before">
            <span className="visually-hidden">이전 값 </span>
            {show(field.published)}
          </del>
        ) : null}
        <span className="preview-row__after">{shown}</span>
      </dd>
    </div>
  );
}

function PreviewImages({ field, name }: { field: Compared<'images'>; name: string }) {
  // A deletion shows what would disappear, dimmed; otherwise what the draft would publish.
  const images = (field.status === 'deleted' ? field.published : field.draft) ?? [];
  return (
    <section className="hall-section" aria-labelledby="preview-images-title">
      <h3 id="preview-images-title" className="hall-section__title">
        사진 {images.length}장 <StatusBadge status={field.status} />
      </h3>
      {images.length === 0 ? (
        <p className="hall-empty-text">{NO_INFORMATION}</p>
      ) : (
        <ul className={`preview-images${field.status === 'deleted' ? ' preview-images--deleted' : ''}`}>
          {images.map((src, i) => (
            <li key={src}>
              <img
                src={proxiedImageUrl(src, 320)}
                alt={`${name} 사진 ${i + 1}`}
                width={320}
                height={320}
                loading="lazy"
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** How many fields the draft changes. */
export function changedFieldCount(fields: Fields): number {
  return Object.values(fields).filter((field) => field.status !== 'unchanged').length;
}

/**
 * The preview of an individual hall's pending edit (spec §2 detail-preview): the draft as it would be
 * published, each changed field marked updated (수정), deleted (삭제) or created (추가).
 */
export function RoomPreview({ preview, venueLink }: { preview: HallPreview; venueLink: ReactNode }) {
  const { fields, venue } = preview;
  const changed = changedFieldCount(fields) + venue.fields.filter((f) => f.status !== 'unchanged').length;
  const name = fields.name.draft ?? fields.name.published ?? '';
  // The later of the room's and the venue's drafts (the partner console saves them apart: decision 0042).
  const draftedAt = [preview.draftedAt, venue.draftedAt]
    .filter((d): d is string => d !== null)
    .sort()
    .at(-1);
  return (
    <>
      <p className="preview-banner">
        {draftedAt
          ? `${formatKoreanDate(seoulToday(new Date(draftedAt)))}에 저장된 수정 내용이에요. 바뀐 항목 ${changed}개에 표시가 있어요.`
          : '검토 중인 수정 내용이 없어요. 지금 게시된 내용과 같아요.'}
      </p>
      <section className="hall-section">
        {venueLink}
        <h2 className="hall-summary__name">
          {name} <StatusBadge status={fields.name.status} />
        </h2>
        {fields.name.status === 'updated' ? (
          <p className="preview-row__before-name">
            이전 이름 <del>{fields.name.published}</del>
          </p>
        ) : null}
      </section>
      <PreviewImages field={fields.images} name={name} />
      <section className="hall-section" aria-labelledby="preview-facts-title">
        <h3 id="preview-facts-title" className="hall-section__title">
          홀 정보
        </h3>
        <dl className="preview-rows">
          <PreviewRow label="대관료" field={fields.rentalFee} show={won} />
          <PreviewRow label="식대" field={fields.mealFee} show={perGuest} />
          <PreviewRow label="예식 간격" field={fields.weddingGapMinutes} show={gap} />
          <PreviewRow label="권장 인원" field={fields.suggestPersonnel} show={people} />
        </dl>
      </section>
      {venue.fields.length > 0 ? (
        <section className="hall-section" aria-labelledby="preview-venue-title">
          <h3 id="preview-venue-title" className="hall-section__title">
            업체 정보
          </h3>
          <dl className="preview-rows">
            {venue.fields.map((row) => (
              <PreviewRow
                key={row.field}
                label={row.label}
                field={{ status: row.status, published: row.published, draft: row.draft }}
                show={words}
              />
            ))}
          </dl>
        </section>
      ) : null}
    </>
  );
}
