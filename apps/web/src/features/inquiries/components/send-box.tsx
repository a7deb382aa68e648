import { INQUIRY_IMAGES_MAX, INQUIRY_MESSAGE_MAX } from '@wedding/domain/inquiry';
import { useId } from 'react';
import { useMySuspension } from '../../../shared/api/my-suspension.ts';
import { useMessageDraft } from '../../../shared/hooks/use-message-draft.ts';
import { SuspensionNotice } from '../../../shared/ui/suspension-notice.tsx';
import { uploadInquiryPhotos } from '../api/upload-photos.ts';

type Props = { send(input: { body: string; images: string[] }): Promise<unknown>; disabled?: boolean };

/**
 * The couple's send box: text up to 1,000 characters and up to 5 photos, uploaded as they are picked. A failed
 * send keeps what was typed and says why in Korean. A suspended couple reads why above it; the box is disabled
 * and keeps what was typed (issue 29 §2).
 */
export function SendBox({ send, disabled: closed }: Props) {
  const suspension = useMySuspension();
  const disabled = closed || suspension !== null;
  const { body, setBody, images, setImages, problem, sending, uploading, fileInput, attach, submit } = useMessageDraft({
    upload: uploadInquiryPhotos,
    send,
  });
  // Upload and send share one switch here: the couple's box is small and does one thing at a time.
  const busy = sending || uploading;
  const hintId = useId();

  return (
    <form className="inquiry-send" onSubmit={submit} aria-describedby={problem ? hintId : undefined}>
      {suspension ? <SuspensionNotice suspension={suspension} /> : null}
      {images.length > 0 && (
        <p className="inquiry-send__attached">
          사진 {images.length}장 첨부됨{' '}
          <button type="button" className="inquiry-link" onClick={() => setImages([])}>
            빼기
          </button>
        </p>
      )}
      {problem && (
        <p id={hintId} className="inquiry-send__problem" role="alert">
          {problem}
        </p>
      )}
      <div className="inquiry-send__row">
        <label className="inquiry-send__photo">
          <span className="visually-hidden">사진 첨부</span>
          <input
            ref={fileInput}
            type="file"
            accept="image/jpeg,image/png,image/webp,image/gif"
            multiple
            disabled={disabled || busy || images.length >= INQUIRY_IMAGES_MAX}
            onChange={(e) => void attach(e.target.files)}
          />
          <span aria-hidden="true">＋</span>
        </label>
        <textarea
          className="inquiry-send__text"
          aria-label="메시지"
          placeholder="메시지를 입력하세요"
          rows={1}
          maxLength={INQUIRY_MESSAGE_MAX}
          value={body}
          disabled={disabled}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit" className="inquiry-send__button" disabled={disabled || busy}>
          보내기
        </button>
      </div>
    </form>
  );
}
