import { INQUIRY_IMAGES_MAX, INQUIRY_MESSAGE_MAX, inquiryMessageProblem } from '@wedding/domain/inquiry';
import { type FormEvent, useId, useRef, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { uploadInquiryPhotos } from '../api/upload-photos.ts';

type Props = { send(input: { body: string; images: string[] }): Promise<unknown>; disabled?: boolean };

/**
 * The couple's send box: text up to 1,000 characters and up to 5 photos, uploaded as they are picked. A failed
 * send keeps what was typed and says why in Korean.
 */
export function SendBox({ send, disabled }: Props) {
  const [body, setBody] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const attach = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setBusy(true);
    setProblem(null);
    try {
      const paths = await uploadInquiryPhotos([...files], images.length);
      setImages((current) => [...current, ...paths]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '사진을 올리지 못했어요.');
    } finally {
      setBusy(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = inquiryMessageProblem(body, images.length);
    if (local) return setProblem(local);
    setBusy(true);
    setProblem(null);
    try {
      await send({ body: body.trim(), images });
      setBody('');
      setImages([]);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : '보내지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="inquiry-send" onSubmit={submit} aria-describedby={problem ? hintId : undefined}>
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
