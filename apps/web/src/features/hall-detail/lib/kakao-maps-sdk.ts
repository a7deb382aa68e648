// The Kakao Maps JavaScript SDK, loaded once on demand. Its documented use: a script
// `{sdk}?appkey={key}&autoload=false`, then `kakao.maps.load(callback)` before any map is made.

/** The part of the SDK's `kakao.maps` this page uses. */
export type KakaoMaps = {
  load(callback: () => void): void;
  LatLng: new (lat: number, lng: number) => unknown;
  Size: new (width: number, height: number) => unknown;
  Point: new (x: number, y: number) => unknown;
  MarkerImage: new (src: string, size: unknown, options?: { offset?: unknown }) => unknown;
  Map: new (container: HTMLElement, options: { center: unknown; level: number; draggable?: boolean }) => unknown;
  Marker: new (options: { position: unknown; image?: unknown; map?: unknown }) => unknown;
};

declare global {
  interface Window {
    kakao?: { maps: KakaoMaps };
  }
}

let loading: Promise<KakaoMaps> | null = null;

/** Resolves with `kakao.maps` once the SDK is ready; a failed load may be tried again. */
export function loadKakaoMaps(sdkUrl: string, jsKey: string): Promise<KakaoMaps> {
  loading ??= new Promise<KakaoMaps>((resolve, reject) => {
    const ready = () => {
      const maps = window.kakao?.maps;
      if (!maps) return reject(new Error('kakao.maps is missing'));
      maps.load(() => resolve(maps));
    };
    if (window.kakao?.maps) return ready();
    const script = document.createElement('script');
    const src = new URL(sdkUrl);
    src.searchParams.set('appkey', jsKey);
    src.searchParams.set('autoload', 'false');
    script.src = src.href;
    script.async = true;
    script.onload = ready;
    script.onerror = () => reject(new Error('the maps SDK did not load'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** For tests: forget the loaded SDK. */
export function resetKakaoMapsForTest(): void {
  loading = null;
}
