import type { MySuspension } from '@wedding/contract/moderation';
import { SUSPENSION_NOTICE_TITLE } from '@wedding/domain/suspension-words';
import './suspension-notice.css';

/**
 * What a suspended customer reads on /mypage and above every writing form (issue 29 §2): until when (or for good)
 * and why, in the domain's words (the same message a refused write answers with).
 */
export function SuspensionNotice({ suspension, id }: { suspension: MySuspension; id?: string }) {
  return (
    <div className="suspension-notice" role="status" id={id} data-testid="suspension-notice">
      <p className="suspension-notice__title">{SUSPENSION_NOTICE_TITLE}</p>
      <p className="suspension-notice__text">{suspension.message}</p>
    </div>
  );
}
