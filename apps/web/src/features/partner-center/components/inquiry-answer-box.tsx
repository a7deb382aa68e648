import { useQuery } from '@tanstack/react-query';
import { UPLOAD_ALLOWED_MIME_TYPES } from '@wedding/domain/image-upload';
import { INQUIRY_IMAGES_MAX, INQUIRY_MESSAGE_MAX } from '@wedding/domain/inquiry';
import { type MessageDraft, useMessageDraft } from '../../../shared/hooks/use-message-draft.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { fetchTemplates, inquiryQueryKeys, uploadAnswerPhotos } from '../api/inquiries-api.ts';

export type InquiryAnswer = MessageDraft;

/**
 * The hall's answer: typed, or started from a saved template and edited, with up to 5 photos (compressed in the
 * browser, then uploaded as they are picked, as the couple's are). A failed send keeps the text and the photos.
 */
export function InquiryAnswerBox({ send }: { send(answer: MessageDraft): Promise<unknown> }) {
  const templates = useQuery({ queryKey: inquiryQueryKeys.templates(), queryFn: fetchTemplates });
  const { body, setBody, images, setImages, problem, sending, uploading, fileInput, attach, submit } = useMessageDraft({
    upload: uploadAnswerPhotos,
    send,
  });
  const busy = sending;

  return (
    <form className="console-inquiry-answer" onSubmit={submit}>
      <label className="console-inquiry-answer__template">
        템플릿
        <select
          aria-label="저장한 답변"
          value=""
          onChange={(e) => {
            const picked = templates.data?.find((t) => String(t.id) === e.target.value);
            if (picked) setBody(picked.body);
          }}
        >
          <option value="">{templates.data?.length ? '저장한 답변 고르기' : '저장한 답변이 없어요'}</option>
          {templates.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.title}
            </option>
          ))}
        </select>
      </label>
      <textarea
        aria-label="답변"
        rows={3}
        maxLength={INQUIRY_MESSAGE_MAX}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        placeholder="답변을 입력하세요"
      />
      <div className="console-inquiry-answer__photos">
        <label className="console-link-button">
          {uploading ? '사진 올리는 중…' : `사진 첨부 (${images.length}/${INQUIRY_IMAGES_MAX})`}
          <input
            ref={fileInput}
            type="file"
            className="visually-hidden"
            aria-label="답변에 사진 첨부"
            accept={UPLOAD_ALLOWED_MIME_TYPES.join(',')}
            multiple
            disabled={busy || uploading || images.length >= INQUIRY_IMAGES_MAX}
            onChange={(e) => void attach(e.target.files)}
          />
        </label>
        {images.length > 0 && (
          <>
            <span data-testid="answer-photos">사진 {images.length}장 첨부됨</span>
            <button type="button" className="console-link-button" onClick={() => setImages([])}>
              사진 빼기
            </button>
          </>
        )}
      </div>
      {problem && (
        <p className="console-inquiry-answer__problem" role="alert">
          {problem}
        </p>
      )}
      <Button type="submit" disabled={busy || uploading}>
        답변 보내기
      </Button>
    </form>
  );
}
