import { Link } from 'react-router';
import '../ui/button.css';
import '../ui/states.css';
import './coming-soon.css';

type Props = { title: string; description?: string };

/**
 * The honest placeholder for screens whose feature ships in a later issue: it says so plainly and offers
 * the way home, instead of showing made-up content.
 */
export function ComingSoon({ title, description }: Props) {
  return (
    <section className="state" aria-labelledby="coming-soon-title">
      <span className="coming-soon__badge">준비 중</span>
      <h2 id="coming-soon-title" className="coming-soon__title">
        {title}
      </h2>
      <p className="coming-soon__text">{description ?? '이 기능은 지금 준비하고 있어요.\n조금만 기다려 주세요.'}</p>
      <Link to="/weddinghall/home" className="btn btn--primary btn--md">
        홈으로 가기
      </Link>
    </section>
  );
}
