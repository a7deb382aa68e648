import type { Photo } from '@wedding/contract/hall-detail';
import { PLAIN_PHOTO_KEY } from '@wedding/contract/hall-detail-constants';
import { EMPTY_OFFICIAL_IMAGES, EMPTY_REVIEW_IMAGES, FOLDER_PHOTOS_FAILED } from '@wedding/domain/messages';
import { shouldLoadNextPhotoPage } from '@wedding/domain/photo-paging';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useDialog } from '../../../shared/hooks/use-dialog.ts';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';
import { EmptyState } from '../../../shared/ui/empty-state.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { type PhotoKind, useFolderPhotos, usePhotoPages } from '../api/get-photos.ts';

const PhotoLightbox = lazy(() => import('../../../shared/ui/photo-lightbox.tsx'));

const SUB_TABS: { kind: PhotoKind; label: string }[] = [
  { kind: 'official', label: '공식 이미지' },
  { kind: 'review', label: '리뷰 이미지' },
];

/**
 * 'grid': three a row (the hall page's tab 3); 'stacked': one full-width photo under another (the standalone
 * photo page, spec §2 'when the path contains photo').
 */
export type PhotoLayout = 'grid' | 'stacked';

/** Official and review photos with a lightbox (spec §2 photos tab), paged 21 at 70 % (spec §9). */
export function PhotosTab({ partnerUuid, layout = 'grid' }: { partnerUuid: string; layout?: PhotoLayout }) {
  const [kind, setKind] = useState<PhotoKind>('official');
  return (
    <div className="photos-tab">
      <div className="photos-tab__sub" role="tablist" aria-label="사진 종류">
        {SUB_TABS.map((tab) => (
          <button
            key={tab.kind}
            type="button"
            role="tab"
            aria-selected={kind === tab.kind}
            className={`photos-tab__sub-btn${kind === tab.kind ? ' photos-tab__sub-btn--on' : ''}`}
            onClick={() => setKind(tab.kind)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <PhotoGrid key={kind} partnerUuid={partnerUuid} kind={kind} layout={layout} />
    </div>
  );
}

function PhotoGrid({ partnerUuid, kind, layout }: { partnerUuid: string; kind: PhotoKind; layout: PhotoLayout }) {
  const width = layout === 'stacked' ? 900 : 320;
  const query = usePhotoPages(partnerUuid, kind);
  const [open, setOpen] = useState<{ urls: string[]; index: number } | null>(null);
  const [folder, setFolder] = useState<Photo | null>(null);
  const list = useRef<HTMLUListElement>(null);
  const photos = query.data?.pages.flatMap((page) => page.item) ?? [];
  const plain = photos.filter((p) => p.mainGroupKey === PLAIN_PHOTO_KEY || p.mainGroupKey === 'review');

  useEffect(() => {
    const onScroll = () => {
      const node = list.current;
      if (!node || !query.hasNextPage || query.isFetchingNextPage) return;
      const rect = node.getBoundingClientRect();
      if (shouldLoadNextPhotoPage({ scrolledTo: window.innerHeight - rect.top, listHeight: rect.height }))
        void query.fetchNextPage();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    onScroll();
    return () => window.removeEventListener('scroll', onScroll);
  }, [query]);

  if (query.isPending) return <Spinner />;
  if (photos.length === 0)
    return <EmptyState title={kind === 'official' ? EMPTY_OFFICIAL_IMAGES : EMPTY_REVIEW_IMAGES} />;

  return (
    <>
      <ul className={`photo-grid photo-grid--${layout}`} ref={list} data-testid="photo-grid">
        {photos.map((photo, i) => {
          const isFolder = photo.mainGroupKey !== PLAIN_PHOTO_KEY && photo.mainGroupKey !== 'review';
          return (
            <li key={`${photo.albumId}-${photo.url}`} className="photo-grid__cell">
              <button
                type="button"
                className="photo-grid__btn"
                aria-label={isFolder ? `${photo.title} 폴더 (${photo.albumImageCount}장)` : `사진 ${i + 1} 크게 보기`}
                onClick={() =>
                  isFolder ? setFolder(photo) : setOpen({ urls: plain.map((p) => p.url), index: plain.indexOf(photo) })
                }
              >
                <img
                  src={proxiedImageUrl(photo.url, width)}
                  alt=""
                  width={width}
                  height={layout === 'stacked' ? (width * 3) / 4 : width}
                  loading="lazy"
                  decoding="async"
                />
                {isFolder ? (
                  <span className="photo-grid__folder">
                    {photo.title} <span>{photo.albumImageCount}</span>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      {query.isFetchingNextPage ? <Spinner /> : null}
      {folder ? (
        <FolderOpener partnerUuid={partnerUuid} folder={folder} onOpen={setOpen} onDone={() => setFolder(null)} />
      ) : null}
      {open ? (
        <Suspense fallback={null}>
          <PhotoLightbox urls={open.urls} index={open.index} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Loads a folder's photos and opens them in the lightbox; a failure is the alert of spec §8. */
function FolderOpener({
  partnerUuid,
  folder,
  onOpen,
  onDone,
}: {
  partnerUuid: string;
  folder: Photo;
  onOpen: (open: { urls: string[]; index: number }) => void;
  onDone: () => void;
}) {
  const query = useFolderPhotos(partnerUuid, folder.albumId);
  const dialog = useDialog();
  useEffect(() => {
    if (query.isSuccess) {
      onOpen({ urls: query.data.item.map((p) => p.url), index: 0 });
      onDone();
    } else if (query.isError) {
      dialog.alert(FOLDER_PHOTOS_FAILED);
      onDone();
    }
  }, [query.isSuccess, query.isError, query.data, dialog, onOpen, onDone]);
  return null;
}
