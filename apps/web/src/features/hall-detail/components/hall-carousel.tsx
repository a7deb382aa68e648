import { HALL_CAROUSEL_HEIGHT_PX } from '@wedding/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

type Props = {
  images: readonly string[];
  name: string;
  /** Where a tapped photo leads: the hall's photos tab (on the hall page, the same page's tab 3). */
  photosLink?: string;
};

const WIDTH = 900;

/** Taps, keys and wheels that show the visitor is about to move the carousel. */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

type Embla = typeof import('embla-carousel').default;

/** Calls back once the native scroll has stood still for two checks in a row (a swipe's momentum has ended). */
function whenSettled(node: HTMLElement, done: () => void): () => void {
  let last = node.scrollLeft;
  let timer = setTimeout(function check() {
    if (node.scrollLeft === last) return done();
    last = node.scrollLeft;
    timer = setTimeout(check, 100);
  }, 100);
  return () => clearTimeout(timer);
}

/**
 * The top carousel, 375 px high (spec §2). The markup is embla's (viewport › container › slides) and comes from
 * the server with the first photo. Until the visitor reaches for it the row scrolls natively with snap points;
 * the first touch, key or wheel loads embla (7 KB gzip, kept off the first load, DESIGN §8), which takes over
 * from the slide the native scroll reached once that scroll has settled.
 */
export function HallCarousel({ images, name, photosLink = '?tabId=3' }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [embla, setEmbla] = useState<{ create: Embla; startIndex: number } | null>(null);

  // Before embla: the counter follows the native scroll, and the first intent loads embla.
  useEffect(() => {
    const node = viewport.current;
    if (!node || images.length < 2) return;
    let cancelled = false;
    let cancelSettle = () => {};
    const slideAt = () => Math.round(node.scrollLeft / Math.max(1, node.clientWidth));
    const onScroll = () => setIndex(slideAt());
    const load = () => {
      for (const type of INTENT_EVENTS) node.removeEventListener(type, load);
      void import('embla-carousel').then(({ default: create }) => {
        if (cancelled) return;
        cancelSettle = whenSettled(node, () => {
          if (!cancelled) setEmbla({ create, startIndex: slideAt() });
        });
      });
    };
    node.addEventListener('scroll', onScroll, { passive: true });
    for (const type of INTENT_EVENTS) node.addEventListener(type, load, { passive: true });
    return () => {
      cancelled = true;
      cancelSettle();
      node.removeEventListener('scroll', onScroll);
      for (const type of INTENT_EVENTS) node.removeEventListener(type, load);
    };
  }, [images.length]);

  // With embla: the row no longer scrolls natively (the --live class), embla drags it from where it was.
  useEffect(() => {
    const node = viewport.current;
    if (!node || !embla) return;
    node.scrollLeft = 0;
    const instance = embla.create(node, { loop: false, align: 'start', startIndex: embla.startIndex });
    instance.on('select', () => setIndex(instance.selectedScrollSnap()));
    return () => instance.destroy();
  }, [embla]);

  return (
    <section className="hall-carousel" aria-roledescription="carousel" aria-label={`${name} 사진`}>
      <div
        className={`hall-carousel__viewport${embla ? ' hall-carousel__viewport--live' : ''}`}
        ref={viewport}
        style={{ height: HALL_CAROUSEL_HEIGHT_PX }}
      >
        <div className="hall-carousel__container">
          {images.map((src, i) => (
            // Each photo opens the photos tab: a link, so the row is also reachable and scrollable by keyboard.
            <Link
              className="hall-carousel__slide"
              key={src}
              to={photosLink}
              aria-label={`${name} 사진 ${i + 1} / ${images.length}, 사진 탭에서 보기`}
            >
              <img
                src={proxiedImageUrl(src, WIDTH)}
                alt={i === 0 ? `${name} 대표 사진` : ''}
                width={WIDTH}
                height={HALL_CAROUSEL_HEIGHT_PX}
                loading={i === 0 ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                decoding="async"
              />
            </Link>
          ))}
        </div>
      </div>
      {images.length > 1 ? (
        <span className="hall-carousel__count" aria-hidden="true">
          {index + 1} / {images.length}
        </span>
      ) : null}
    </section>
  );
}
