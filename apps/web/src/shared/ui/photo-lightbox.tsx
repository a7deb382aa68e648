import Lightbox from 'yet-another-react-lightbox';
import 'yet-another-react-lightbox/styles.css';
import { useOverlayHistory } from '../hooks/use-overlay-history.ts';
import { proxiedImageUrl } from '../lib/image-url.ts';

type Props = { urls: readonly string[]; index: number; onClose: () => void };

/** Full-screen photos with swipe and keyboard (yet-another-react-lightbox); loaded only when a photo is opened. */
export default function PhotoLightbox({ urls, index, onClose }: Props) {
  // Mounted only while open: the phone's back closes the viewer and stays on the page.
  useOverlayHistory(true, onClose);
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={urls.map((url) => ({ src: proxiedImageUrl(url, 1200) }))}
      carousel={{ finite: true }}
      labels={{ Previous: '이전 사진', Next: '다음 사진', Close: '닫기', Lightbox: '사진 보기' }}
    />
  );
}
