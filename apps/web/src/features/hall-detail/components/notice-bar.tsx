import { useNavigate } from 'react-router';

/** The hall's notice (spec §2): its button closes the bar and, when a link is set, goes there. */
export function NoticeBar({ text, link, onClose }: { text: string; link: string | null; onClose: () => void }) {
  const navigate = useNavigate();
  const close = () => {
    onClose();
    if (!link) return;
    if (link.startsWith('/')) navigate(link);
    else window.location.assign(link);
  };
  return (
    <div className="hall-notice" role="status" data-testid="hall-notice">
      <p className="hall-notice__text">{text}</p>
      <button type="button" className="hall-notice__btn" onClick={close}>
        {link ? '보러 가기' : '닫기'}
      </button>
    </div>
  );
}
