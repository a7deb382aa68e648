import { Component, type ReactNode } from 'react';
import '../../shared/ui/button.css';
import '../../shared/ui/states.css';

/** `page` is the address: a failure is forgotten when the couple moves to another page. */
type Props = { page: string; children: ReactNode };
type State = { failed: boolean; page: string };

/**
 * Last line of defence for a page that failed to render or load (e.g. a chunk missing after a deploy):
 * a Korean message, a reload and the way home, never a blank screen.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, page: this.props.page };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.page === state.page ? null : { failed: false, page: props.page };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="state" role="alert">
        <p className="state__title">화면을 표시하지 못했어요</p>
        <p className="state__text">잠시 후 다시 시도해 주세요.</p>
        <button type="button" className="btn btn--secondary btn--md" onClick={() => window.location.reload()}>
          새로고침
        </button>
        {/* A full load, not the router: what failed may be the app's own code. */}
        <a href="/weddinghall/home" className="btn btn--primary btn--md">
          홈으로 가기
        </a>
      </div>
    );
  }
}
