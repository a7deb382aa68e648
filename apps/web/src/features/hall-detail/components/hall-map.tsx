import type { Profile } from '@wedding/contract/hall-detail';
import { lazy, Suspense } from 'react';
import { useMapsConfig } from '../api/get-maps-config.ts';
import { MapMarker } from './map-marker.tsx';

// The SDK glue loads only where a maps key is configured.
const KakaoMap = lazy(() => import('./kakao-map.tsx'));

type Props = { profile: Profile; onRoute: (() => void) | null };

/**
 * The map of visit information (spec §2): the Kakao map when the server has a maps key (KAKAO_JS_KEY) and the
 * hall has coordinates; otherwise, honestly, the address and the route button in its place.
 */
export function HallMap({ profile, onRoute }: Props) {
  const config = useMapsConfig();
  const sdk = config.data ?? null;
  const route = onRoute ? (
    <button type="button" className="hall-map__route" onClick={onRoute}>
      길찾기
    </button>
  ) : null;
  const fallback = (
    <div className="hall-map" data-testid="hall-map">
      <MapMarker />
      <p className="hall-map__address">{profile.address ?? profile.name}</p>
      <p className="hall-map__note">
        {config.isPending ? '지도를 준비하고 있어요.' : '지도 서비스가 연결되지 않아 주소로 안내해요.'}
      </p>
      {route}
    </div>
  );
  if (!sdk || !profile.coordinates) return fallback;
  return (
    <div className="hall-map hall-map--live" data-testid="hall-map">
      <Suspense fallback={null}>
        <KakaoMap sdk={sdk} coordinates={profile.coordinates} label={profile.name} fallback={fallback} />
      </Suspense>
      {route}
    </div>
  );
}
