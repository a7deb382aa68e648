import { QUIET_HOURS } from '@wedding/domain/notification-rules';

// What the notification settings say (issue 28 §5), in one place for the screen and its tests.

const hour12 = (hour: number) => (hour > 12 ? hour - 12 : hour);

export const PUSH_MESSAGES = {
  DENIED:
    '이 브라우저에서 알림이 차단되어 있어요. 주소창 왼쪽의 사이트 정보 아이콘 → 사이트 설정 → 알림을 ‘허용’으로 바꾼 뒤 다시 켜 주세요.',
  DISMISSED: '알림 허용을 고르지 않았어요. 다시 누르면 한 번 더 물어볼게요.',
  UNSUPPORTED: '이 브라우저에서는 웹 푸시를 받을 수 없어요. iPhone은 Safari에서 홈 화면에 추가한 뒤 받을 수 있어요.',
  ENABLE_FAILED: '웹 푸시를 켜지 못했어요. 잠시 후 다시 시도해 주세요.',
  DISABLE_FAILED: '웹 푸시를 끄지 못했어요. 잠시 후 다시 시도해 주세요.',
  SAVE_FAILED: '알림 설정을 저장하지 못했어요. 잠시 후 다시 시도해 주세요.',
  ENABLED: '이 기기에서 웹 푸시를 켰어요.',
  DISABLED: '이 기기에서 웹 푸시를 껐어요.',
  ALL_DISABLED: '모든 기기에서 웹 푸시를 껐어요.',
  QUIET_HOURS: `웹 푸시는 밤 ${hour12(QUIET_HOURS.from)}시부터 다음 날 아침 ${QUIET_HOURS.to}시까지는 보내지 않아요. 그 사이의 소식은 아침 ${QUIET_HOURS.to}시에 알려 드려요.`,
} as const;
