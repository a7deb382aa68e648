// How the audit log reads in Korean: an action name in words and what changed as "field: before → after",
// never a JSON dump.

const ACTION_LABELS: Record<string, string> = {
  'staff.invite': '직원 초대',
  'staff.invite-revoke': '초대 취소',
  'staff.join': '초대 수락',
  'staff.role': '역할 변경',
  'staff.remove': '직원 삭제',
  'staff.notify-tel': '알림톡 번호 변경',
  'staff.notify-tel-clear': '알림톡 번호 삭제',
  'review.answer': '리뷰 답변',
  'review.answer-edit': '리뷰 답변 수정',
  'review.answer-delete': '리뷰 답변 삭제',
  'review.dispute': '리뷰 신고',
  'photos.album-create': '앨범 추가',
  'photos.album-rename': '앨범 이름 변경',
  'photos.album-delete': '앨범 삭제',
  'photos.album-order': '앨범 순서 변경',
  'photos.upload': '사진 올리기',
  'photos.delete': '사진 삭제',
  'photos.order': '사진 순서 변경',
};

export function actionLabel(action: string): string {
  return ACTION_LABELS[action] ?? action;
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '없음';
  if (typeof value === 'object') return Array.isArray(value) ? value.map(show).join(', ') : JSON.stringify(value);
  return String(value);
};

/** The fields that differ between before and after, one line each. */
export function changeLines(before: unknown, after: unknown): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> =>
    typeof v === 'object' && v !== null && !Array.isArray(v);
  if (!isRecord(before) && !isRecord(after)) return before === after ? [] : [`${show(before)} → ${show(after)}`];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
    .map((key) => `${key}: ${isRecord(before) ? show(b[key]) : '—'} → ${isRecord(after) ? show(a[key]) : '삭제'}`);
}
