import { ComingSoon } from '../../shared/layout/coming-soon.tsx';
import { SectionsLayout } from './sections-layout.tsx';

export default function WeddinghallSlotPage() {
  return (
    <SectionsLayout title="잔여일정">
      <ComingSoon
        title="잔여일정"
        description={'웨딩홀 잔여일정과 할인 가격을 모아 보는 화면을 준비하고 있어요.\n조금만 기다려 주세요.'}
      />
    </SectionsLayout>
  );
}
