/** A hall's answer to a review (spec §3 `answer{authorNick,content,regTsp}`, issue 26 §5). */
export const ANSWER_MIN = 5;
export const ANSWER_MAX = 1000;

/** null when the answer may be saved, else the Korean reason it may not (counted after trimming). */
export function answerProblem(content: string): string | null {
  const length = content.trim().length;
  if (length < ANSWER_MIN || length > ANSWER_MAX)
    return `답변은 ${ANSWER_MIN}자 이상 ${ANSWER_MAX.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`;
  return null;
}
