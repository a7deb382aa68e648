import { useNativeBridge } from '../../../shared/native/use-native-bridge.ts';
import { ChatIcon } from '../../../shared/ui/icons.tsx';

/** The list's banner: couples who do not find their date can ask an expert (native chat, /inquiry on the web). */
export function ExpertBanner() {
  const bridge = useNativeBridge();
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
