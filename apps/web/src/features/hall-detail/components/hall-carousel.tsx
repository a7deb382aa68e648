import { HALL_CAROUSEL_HEIGHT_PX } from '@wedding/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

type Props = { images: readonly string[]; name: string };

const WIDTH = 900;

/**
 * The top carousel, 375 px high (spec §2). The markup is embla's (viewport › container › slides) and comes from
 * the server with the first photo; embla itself is loaded after hydration, so it costs the first load nothing.
 * Before it arrives the row still scrolls natively with snap points.
 */
export function HallCarousel({ images, name }: Props) {
  const viewport = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const node = viewport.current;
    if (!node || images.length < 2) return;
    let destroyed = false;
    let destroy: (() => void) | undefined;
    void import('embla-carousel').then(({ default: EmblaCarousel }) => {
      if (destroyed) return;
      const embla = EmblaCarousel(node, { loop: false, align: 'start' });
      embla.on('select', () => setIndex(embla.selectedScrollSnap()));
      destroy = () => embla.destroy();
    });
    return () => {
      destroyed = true;
      destroy?.();
    };
  }, [images.length]);

  return (
    <section className="hall-carousel" aria-roledescription="carousel" aria-label={`${name} 사진`}>
      <div className="hall-carousel__viewport" ref={viewport} style={{ height: HALL_CAROUSEL_HEIGHT_PX }}>
        <div className="hall-carousel__container">
          {images.map((src, i) => (
            // Each photo opens the photos tab: a link, so the row is also reachable and scrollable by keyboard.
            <Link
              className="hall-carousel__slide"
              key={src}
              to={{ search: '?tabId=3' }}
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
