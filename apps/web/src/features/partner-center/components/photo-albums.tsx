import type { ConsoleAlbum } from '@wedding/contract/partner-photos';
import { UPLOAD_ALLOWED_MIME_TYPES } from '@wedding/domain/image-upload';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../shared/api/api-error.ts';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Field } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { PhotoUploadProblem, useConsoleAlbums, usePhotoChange } from '../api/photos-api.ts';

const messageOf = (error: unknown) =>
  error instanceof PhotoUploadProblem || isApiError(error) ? error.message : '잠시 후 다시 시도해 주세요.';

/** `ids` with the one at `index` swapped with its neighbour `by` (-1 up, +1 down). */
export function moved(ids: readonly number[], index: number, by: -1 | 1): number[] {
  const next = [...ids];
  const [a, b] = [next[index]!, next[index + by]!];
  next[index] = b;
  next[index + by] = a;
  return next;
}

/**
 * The hall's official albums (issue 26 §4). Order changes with 위로/아래로 buttons, not dragging: buttons work
 * with a keyboard and a screen reader as they are, and on a phone without a long-press gesture.
 */
export function PhotoAlbums() {
  const albums = useConsoleAlbums();
  if (albums.isPending) return <Spinner label="사진을 불러오는 중" />;
  if (albums.isError) return <p role="alert">{messageOf(albums.error)}</p>;
  const list = albums.data;
  return (
    <>
      <AddAlbum />
      {list.length === 0 ? <p className="console-card">아직 앨범이 없어요. 앨범을 만들고 사진을 올려 주세요.</p> : null}
      {list.map((album, index) => (
        <AlbumCard key={album.id} album={album} index={index} albumIds={list.map((a) => a.id)} />
      ))}
    </>
  );
}

function AddAlbum() {
  const change = usePhotoChange();
  const [title, setTitle] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    change.mutate({ kind: 'create-album', title: title.trim() }, { onSuccess: () => setTitle('') });
  };
  return (
    <form className="console-card photos-add" onSubmit={submit} aria-labelledby="photos-add-title">
      <h2 id="photos-add-title">앨범 추가</h2>
      <p>올린 사진과 순서는 초안 없이 바로 손님이 보는 사진 탭에 보여요.</p>
      <Field label="앨범 이름" value={title} maxLength={30} onChange={(e) => setTitle(e.target.value)} />
      {change.isError ? <p role="alert">{messageOf(change.error)}</p> : null}
      <Button type="submit" disabled={!title.trim() || change.isPending}>
        앨범 만들기
      </Button>
    </form>
  );
}

function AlbumCard({ album, index, albumIds }: { album: ConsoleAlbum; index: number; albumIds: number[] }) {
  const dialog = useDialog();
  const change = usePhotoChange();
  const titleId = useId();
  const inputId = useId();
  const [renaming, setRenaming] = useState<string | null>(null);
  const photoIds = album.photos.map((p) => p.id);
  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length > 0) change.mutate({ kind: 'upload', albumId: album.id, files });
  };
  const uploading = change.isPending && change.variables?.kind === 'upload';
  return (
    <section className="console-card photos-album" aria-labelledby={titleId} aria-busy={change.isPending}>
      <div className="photos-album__head">
        <h2 id={titleId}>
          {album.title} <span className="photos-album__count">사진 {album.photos.length}장</span>
        </h2>
        <div className="photos-album__actions">
          <Button
            variant="ghost"
            disabled={index === 0 || change.isPending}
            onClick={() => change.mutate({ kind: 'order-albums', albumIds: moved(albumIds, index, -1) })}
            aria-label={`${album.title} 앨범 위로`}
          >
            위로
          </Button>
          <Button
            variant="ghost"
            disabled={index === albumIds.length - 1 || change.isPending}
            onClick={() => change.mutate({ kind: 'order-albums', albumIds: moved(albumIds, index, 1) })}
            aria-label={`${album.title} 앨범 아래로`}
          >
            아래로
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(album.title)}>
            이름 바꾸기
          </Button>
          <Button
            variant="ghost"
            disabled={change.isPending}
            onClick={() =>
              dialog.confirm(
                `'${album.title}' 앨범과 사진 ${album.photos.length}장을 지울까요? 손님 화면에서도 바로 사라져요.`,
                {
                  confirmLabel: '삭제',
                  onConfirm: () => change.mutate({ kind: 'delete-album', albumId: album.id }),
                },
              )
            }
          >
            앨범 삭제
          </Button>
        </div>
      </div>
      {renaming !== null ? (
        <form
          className="photos-album__rename"
          onSubmit={(event) => {
            event.preventDefault();
            if (!renaming.trim()) return;
            change.mutate(
              { kind: 'rename-album', albumId: album.id, title: renaming.trim() },
              { onSuccess: () => setRenaming(null) },
            );
          }}
        >
          <Field label="새 앨범 이름" value={renaming} maxLength={30} onChange={(e) => setRenaming(e.target.value)} />
          <Button type="submit" disabled={!renaming.trim() || change.isPending}>
            저장
          </Button>
          <Button variant="ghost" onClick={() => setRenaming(null)}>
            취소
          </Button>
        </form>
      ) : null}
      <div className="photos-album__upload">
        <label className="btn btn--secondary btn--md" htmlFor={inputId}>
          {uploading ? '올리는 중…' : '사진 올리기'}
        </label>
        <input
          id={inputId}
          className="photos-album__file"
          type="file"
          accept={UPLOAD_ALLOWED_MIME_TYPES.join(',')}
          multiple
          disabled={change.isPending}
          onChange={onFiles}
          aria-label={`${album.title} 앨범에 사진 올리기`}
        />
        {uploading ? <Spinner label="사진을 올리는 중" /> : null}
      </div>
      {change.isError ? <p role="alert">{messageOf(change.error)}</p> : null}
      {album.photos.length === 0 ? (
        <p>사진이 없어요.</p>
      ) : (
        <ol className="photos-grid">
          {album.photos.map((photo, i) => (
            <li key={photo.id} className="photos-grid__item">
              <img src={proxiedImageUrl(photo.url, 300)} alt={`${album.title} ${i + 1}번째 사진`} loading="lazy" />
              <div className="photos-grid__actions">
                <Button
                  variant="ghost"
                  disabled={i === 0 || change.isPending}
                  onClick={() =>
                    change.mutate({ kind: 'order-photos', albumId: album.id, photoIds: moved(photoIds, i, -1) })
                  }
                  aria-label={`${i + 1}번째 사진 위로`}
                >
                  위로
                </Button>
                <Button
                  variant="ghost"
                  disabled={i === photoIds.length - 1 || change.isPending}
                  onClick={() =>
                    change.mutate({ kind: 'order-photos', albumId: album.id, photoIds: moved(photoIds, i, 1) })
                  }
                  aria-label={`${i + 1}번째 사진 아래로`}
                >
                  아래로
                </Button>
                <Button
                  variant="ghost"
                  disabled={change.isPending}
                  onClick={() =>
                    dialog.confirm('이 사진을 지울까요? 손님 화면에서도 바로 사라져요.', {
                      confirmLabel: '삭제',
                      onConfirm: () => change.mutate({ kind: 'delete-photo', photoId: photo.id }),
                    })
                  }
                  aria-label={`${i + 1}번째 사진 삭제`}
                >
                  삭제
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
