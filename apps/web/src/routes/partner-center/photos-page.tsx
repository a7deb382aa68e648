import { ConsoleFrame } from '../../features/partner-center/components/console-frame.tsx';
import { PhotoAlbums } from '../../features/partner-center/components/photo-albums.tsx';

/** /partner-center/photos (OWNER, MANAGER): the hall's official albums, published at once (decision 0042). */
export default function PartnerPhotosPage() {
  return (
    <ConsoleFrame title="사진" area="profile">
      <PhotoAlbums />
    </ConsoleFrame>
  );
}
