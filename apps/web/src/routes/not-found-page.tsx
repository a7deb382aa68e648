import { Link } from 'react-router';
import { useDocumentTitle } from '../shared/layout/document-title.ts';
import { StackHeader } from '../shared/layout/stack-header.tsx';
import { EmptyState } from '../shared/ui/empty-state.tsx';
import '../shared/ui/button.css';

export default function NotFoundPage() {
  useDocumentTitle('페이지를 찾을 수 없어요');
  return (
    <>
      <StackHeader title="페이지를 찾을 수 없어요" />
      <main>
        <EmptyState
          title="페이지를 찾을 수 없어요"
          description={'주소가 바뀌었거나 삭제된 페이지예요.\n주소를 다시 확인해 주세요.'}
          action={
            <Link to="/weddinghall/home" className="btn btn--primary btn--md">
              홈으로 가기
            </Link>
          }
        />
      </main>
    </>
  );
}
