import type { Review, ReviewEditBody } from '@wedding/contract/reviews';
import {
  ANONYMOUS_NICK,
  type RatingItemName,
  REVIEW_CONTENT_MAX,
  REVIEW_RATING_MAX,
  REVIEW_TAG_MAX,
  ratingsComplete,
  reviewContentProblem,
} from '@wedding/domain/community';
import { IMAGE_PROXY_REVIEW_WIDTH, UPLOAD_MAX_COUNT } from '@wedding/domain/constants';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useMySuspension } from '../../../shared/api/my-suspension.ts';
import { useToast } from '../../../shared/hooks/use-toast.ts';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { BottomBar } from '../../../shared/ui/bottom-bar.tsx';
import { CloseIcon } from '../../../shared/ui/icons.tsx';
import { SuspensionNotice } from '../../../shared/ui/suspension-notice.tsx';
import { useReviewOptions } from '../api/review-api.ts';
import { UploadProblem, uploadImages } from '../api/upload-images.ts';
import './reviews.css';

type Draft = {
  ratings: Partial<Record<string, number>>;
  tagIds: number[];
  content: string;
  weddingMonth: string;
  anonymous: boolean;
  images: string[];
};

const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

export function draftOf(review: Review | null): Draft {
  return {
    ratings: Object.fromEntries((review?.reviews ?? []).map((r) => [r.kname, r.v])),
    tagIds: review?.tags.map((t) => t.id) ?? [],
    content: review?.content ?? '',
    weddingMonth: review?.weddingMonth ?? '',
    anonymous: review?.anonymous === 1,
    images: review?.images.map((i) => i.url) ?? [],
  };
}

type Props = {
  initial: Draft;
  submitLabel: string;
  busy: boolean;
  onSubmit: (body: ReviewEditBody) => Promise<unknown>;
  /** The reviewed partner's rating items (domain ratingItemsFor): a planner is not rated on a hall's food. */
  ratingItems: readonly RatingItemName[];
};

/**
 * Writing or editing a review (issue 11): a score per rating item, tags, the text, the wedding month, anonymity and
 * up to 99 photos (compressed, then uploaded as they are picked). Every value stays put across a failed submit.
 * A suspended writer reads why above the form, whose fields are disabled and keep what was typed (issue 29 §2).
 */
export function ReviewForm({ initial, submitLabel, busy, onSubmit, ratingItems }: Props) {
  const [draft, setDraft] = useState<Draft>(initial);
  const [errors, setErrors] = useState<{ ratings?: string; content?: string; photos?: string }>({});
  const [uploading, setUploading] = useState(0);
  const options = useReviewOptions();
  const suspension = useMySuspension();
  const toast = useToast();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const contentLength = Array.from(draft.content.trim()).length;

  const pickPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    setUploading(files.length);
    setErrors((e) => ({ ...e, photos: undefined }));
    try {
      const paths = await uploadImages(files, draft.images.length);
      setDraft((d) => ({ ...d, images: [...d.images, ...paths] }));
    } catch (error) {
      // Spec §8: each upload message verbatim.
      const message = error instanceof UploadProblem || isApiError(error) ? error.message : String(error);
      setErrors((e) => ({ ...e, photos: message }));
      toast.show(message, { type: 'error' });
    } finally {
      setUploading(0);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reviews = ratingItems.flatMap((kname) => (draft.ratings[kname] ? [{ kname, v: draft.ratings[kname]! }] : []));
    const next = {
      ratings: ratingsComplete(reviews, ratingItems) ? undefined : '모든 항목에 별점을 매겨 주세요.',
      content: reviewContentProblem(draft.content) ?? undefined,
    };
    setErrors((e) => ({ ...e, ...next }));
    if (next.ratings || next.content) {
      document.getElementById(next.ratings ? 'review-ratings' : 'review-content')?.focus();
      return;
    }
    onSubmit({
      content: draft.content,
      anonymous: draft.anonymous ? 1 : 0,
      weddingMonth: draft.weddingMonth || null,
      reviews,
      tagIds: draft.tagIds,
      images: draft.images,
    }).catch((error: Error) => toast.show(error.message, { type: 'error' }));
  };

  return (
    <form className="review-form" onSubmit={submit} noValidate>
      {suspension ? <SuspensionNotice suspension={suspension} id="review-suspension" /> : null}
      {/* One switch for every field: disabled fields keep their values (the draft is this component's state). */}
      <fieldset
        className="review-form__all"
        disabled={suspension !== null}
        aria-describedby={suspension ? 'review-suspension' : undefined}
      >
        <fieldset className="review-form__section" id="review-ratings" tabIndex={-1} aria-describedby="ratings-error">
          <legend>항목별 별점</legend>
          {ratingItems.map((kname) => (
            <fieldset key={kname} className="star-row">
              <legend className="visually-hidden">{kname}</legend>
              <span className="star-row__name" aria-hidden="true">
                {kname}
              </span>
              {Array.from({ length: REVIEW_RATING_MAX }, (_, i) => i + 1).map((v) => (
                <label key={v} className={`star${(draft.ratings[kname] ?? 0) >= v ? ' star--on' : ''}`}>
                  <input
                    type="radio"
                    className="visually-hidden"
                    name={`rating-${kname}`}
                    value={v}
                    checked={draft.ratings[kname] === v}
                    aria-label={`${kname} ${v}점`}
                    onChange={() => {
                      set('ratings', { ...draft.ratings, [kname]: v });
                      setErrors((e) => ({ ...e, ratings: undefined }));
                    }}
                  />
                  <span aria-hidden="true">★</span>
                </label>
              ))}
            </fieldset>
          ))}
          {errors.ratings ? (
            <p id="ratings-error" className="field__message field__message--error" role="alert">
              {errors.ratings}
            </p>
          ) : null}
        </fieldset>

        {options.data && options.data.tags.length > 0 ? (
          <fieldset className="review-form__section">
            <legend>
              태그 <span className="review-form__hint">{REVIEW_TAG_MAX}개까지</span>
            </legend>
            <div className="chips">
              {options.data.tags.map((tag) => {
                const on = draft.tagIds.includes(tag.id);
                return (
                  <button
                    key={tag.id}
                    type="button"
                    className={`chip${on ? ' chip--on' : ''}`}
                    aria-pressed={on}
                    disabled={!on && draft.tagIds.length >= REVIEW_TAG_MAX}
                    onClick={() =>
                      set('tagIds', on ? draft.tagIds.filter((id) => id !== tag.id) : [...draft.tagIds, tag.id])
                    }
                  >
                    {tag.name}
                  </button>
                );
              })}
            </div>
          </fieldset>
        ) : null}

        <div className="review-form__section">
          <label htmlFor="review-content" className="review-form__label">
            후기
          </label>
          <textarea
            id="review-content"
            className="review-form__text"
            value={draft.content}
            maxLength={REVIEW_CONTENT_MAX}
            rows={8}
            placeholder="홀 분위기, 음식, 직원 응대처럼 직접 겪은 이야기를 20자 이상 들려주세요."
            onChange={(e) => {
              set('content', e.target.value);
              setErrors((x) => ({ ...x, content: undefined }));
            }}
            aria-invalid={errors.content ? true : undefined}
            aria-describedby="content-message"
          />
          <p
            id="content-message"
            className={`field__message${errors.content ? ' field__message--error' : ''}`}
            role={errors.content ? 'alert' : undefined}
          >
            {errors.content ??
              `${contentLength.toLocaleString('ko-KR')} / ${REVIEW_CONTENT_MAX.toLocaleString('ko-KR')}자`}
          </p>
        </div>

        <div className="review-form__section review-form__row">
          <label htmlFor="review-month" className="review-form__label">
            예식 월
          </label>
          <input
            id="review-month"
            type="month"
            className="review-form__month"
            value={draft.weddingMonth}
            onChange={(e) => set('weddingMonth', e.target.value)}
          />
        </div>

        <div className="review-form__section">
          <p className="review-form__label">
            사진{' '}
            <span className="review-form__hint">
              {draft.images.length} / {UPLOAD_MAX_COUNT}
            </span>
          </p>
          <ul className="photo-picker" aria-label="올린 사진">
            {draft.images.map((path, i) => (
              <li key={path} className="photo-picker__item" data-testid="picked-photo">
                <img
                  src={proxiedImageUrl(path, IMAGE_PROXY_REVIEW_WIDTH)}
                  alt={`사진 ${i + 1}`}
                  width={72}
                  height={72}
                />
                <button
                  type="button"
                  className="photo-picker__remove"
                  aria-label={`사진 ${i + 1} 빼기`}
                  onClick={() =>
                    set(
                      'images',
                      draft.images.filter((p) => p !== path),
                    )
                  }
                >
                  <CloseIcon size={14} />
                </button>
              </li>
            ))}
            {draft.images.length < UPLOAD_MAX_COUNT ? (
              <li>
                <label className="photo-picker__add">
                  <input
                    type="file"
                    accept={ACCEPT}
                    multiple
                    className="visually-hidden"
                    onChange={(e) => void pickPhotos(e)}
                    disabled={uploading > 0}
                    data-testid="photo-input"
                  />
                  {uploading > 0 ? '올리는 중…' : '+ 사진'}
                </label>
              </li>
            ) : null}
          </ul>
          {errors.photos ? (
            <p className="field__message field__message--error" role="alert">
              {errors.photos}
            </p>
          ) : null}
        </div>

        <label className="review-form__section review-form__check">
          <input type="checkbox" checked={draft.anonymous} onChange={(e) => set('anonymous', e.target.checked)} />
          익명으로 쓰기 <span className="review-form__hint">닉네임과 사진 대신 '{ANONYMOUS_NICK}'으로 보여요.</span>
        </label>

        <BottomBar>
          <button type="submit" className="btn btn--primary btn--lg btn--block" disabled={busy || uploading > 0}>
            {submitLabel}
          </button>
        </BottomBar>
      </fieldset>
    </form>
  );
}
