import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import '../../shared/ui/button.css';
import '../../shared/ui/states.css';

/**
 * Last line of defence for a page that failed to render or load (e.g. a chunk missing after a deploy):
 * a Korean message, a reload and the way home, never a blank screen.
 */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  return (
    <div className="app-frame">
      <div className="state" role="alert">
        <p className="state__title">{status === 404 ? '페이지를 찾을 수 없어요' : '화면을 표시하지 못했어요'}</p>
        <p className="state__text">잠시 후 다시 시도해 주세요.</p>
        <button type="button" className="btn btn--secondary btn--md" onClick={() => window.location.reload()}>
          새로고침
        </button>
        <Link to="/weddinghall/home" className="btn btn--primary btn--md">
          홈으로 가기
        </Link>
      </div>
    </div>
  );
}
