import { ComingSoon } from '../../shared/layout/coming-soon.tsx';
import { SectionsLayout } from './sections-layout.tsx';

export default function WeddinghallEventPage() {
  return (
    <SectionsLayout title="이벤트">
      <ComingSoon title="이벤트" description={'웨딩홀 이벤트 화면을 준비하고 있어요.\n조금만 기다려 주세요.'} />
    </SectionsLayout>
  );
}
