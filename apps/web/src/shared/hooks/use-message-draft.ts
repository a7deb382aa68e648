import { inquiryMessageProblem } from '@wedding/domain/inquiry';
import { type FormEvent, useRef, useState } from 'react';
import { isApiError } from '../api/api-error.ts';

export type MessageDraft = { body: string; images: string[] };

/**
 * A 1:1 message being written (issue 27 §5), for the couple's send box and the hall's answer box alike: the text,
 * the photos uploaded as they are picked, and the send. A refused or failed send keeps the text and the photos and
 * says why in Korean; only a sent message clears them.
 */
export function useMessageDraft(options: {
  upload(files: File[], alreadyAttached: number): Promise<string[]>;
  send(draft: MessageDraft): Promise<unknown>;
}) {
  const [body, setBody] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const attach = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    setProblem(null);
    try {
      const paths = await options.upload([...files], images.length);
      setImages((current) => [...current, ...paths]);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : '사진을 올리지 못했어요.');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const local = inquiryMessageProblem(body, images.length);
    if (local) return setProblem(local);
    setSending(true);
    setProblem(null);
    try {
      await options.send({ body: body.trim(), images });
      setBody('');
      setImages([]);
    } catch (error) {
      setProblem(isApiError(error) ? error.message : '보내지 못했어요. 잠시 후 다시 시도해 주세요.');
    } finally {
      setSending(false);
    }
  };

  return { body, setBody, images, setImages, problem, setProblem, sending, uploading, fileInput, attach, submit };
}
