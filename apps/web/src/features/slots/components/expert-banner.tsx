import { useIsNativeApp } from '../../../shared/native/use-is-native-app.ts';
import { useNativeBridge } from '../../../shared/native/use-native-bridge.ts';
import { ChatIcon } from '../../../shared/ui/icons.tsx';

/**
 * The list's banner: couples who do not find their date can ask an expert in the app's chat. The web's
 * inquiry page is still 준비 중, so a browser shows no banner rather than one that leads nowhere.
 */
export function ExpertBanner() {
  const bridge = useNativeBridge();
  if (!useIsNativeApp()) return null;
  return (
    <button type="button" className="slot-banner" onClick={bridge.openChat}>
      <span className="slot-banner__text">
        <strong>원하는 날짜가 없나요?</strong>
        <span>웨딩홀 전문가가 조건에 맞는 일정을 찾아 드려요</span>
      </span>
      <ChatIcon size={22} />
    </button>
  );
}
