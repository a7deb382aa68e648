import { MAP_MARKER_SIZE, MAP_ZOOM_LEVEL } from '@wedding/domain/constants';
import { useEffect, useRef, useState } from 'react';
import { loadKakaoMaps } from '../lib/kakao-maps-sdk.ts';
import { MARKER_DATA_URL } from './map-marker.tsx';

type Props = {
  sdk: { jsKey: string; sdkUrl: string };
  coordinates: { lat: number; lng: number };
  label: string;
  /** Shown instead when the SDK cannot load (a blocked script, no network). */
  fallback: React.ReactNode;
};

/** The hall on a Kakao map (spec §9: zoom level 3, a 29 × 43.45 marker), drawn once the SDK has loaded. */
export default function KakaoMap({ sdk, coordinates, label, fallback }: Props) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let cancelled = false;
    loadKakaoMaps(sdk.sdkUrl, sdk.jsKey).then(
      (maps) => {
        const node = container.current;
        if (cancelled || !node) return;
        const center = new maps.LatLng(coordinates.lat, coordinates.lng);
        const map = new maps.Map(node, { center, level: MAP_ZOOM_LEVEL });
        const { width, height } = MAP_MARKER_SIZE;
        const image = new maps.MarkerImage(MARKER_DATA_URL, new maps.Size(width, height), {
          offset: new maps.Point(width / 2, height),
        });
        new maps.Marker({ position: center, image, map });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [sdk.sdkUrl, sdk.jsKey, coordinates.lat, coordinates.lng]);
  if (failed) return fallback;
  return (
    <div
      ref={container}
      className="hall-map__canvas"
      role="img"
      aria-label={`${label} 위치 지도`}
      data-testid="kakao-map"
    />
  );
}
