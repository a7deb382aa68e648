import { MAP_MARKER_SIZE } from '@wedding/domain/constants';

// The hall's pin (spec §9: 29 × 43.45), drawn inline in the fallback and handed to the maps SDK as an image.
const PATH = 'M14.5 0C6.5 0 0 6.4 0 14.3c0 10.7 14.5 29.1 14.5 29.1S29 25 29 14.3C29 6.4 22.5 0 14.5 0Z';
const COLOR = '#c23860';

export const MARKER_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="29" height="43.45" viewBox="0 0 29 43.45"><path d="${PATH}" fill="${COLOR}"/><circle cx="14.5" cy="14.3" r="5.5" fill="#fff"/></svg>`,
)}`;

export function MapMarker() {
  return (
    <svg
      className="hall-map__marker"
      width={MAP_MARKER_SIZE.width}
      height={MAP_MARKER_SIZE.height}
      viewBox="0 0 29 43.45"
      aria-hidden="true"
    >
      <path d={PATH} fill={COLOR} />
      <circle cx="14.5" cy="14.3" r="5.5" fill="#fff" />
    </svg>
  );
}
