import { useParams } from 'react-router';
import { ComingSoon } from '../../shared/layout/coming-soon.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';

const ACTIONS = ['search'] as const;

/**
 * Hall detail (spec §2, tabs 1–4) ships with the hall-detail issue. Until then any uuid gets the product
 * header and an honest placeholder; nothing is fetched, so an unknown uuid cannot break the page.
 */
export default function HallDetailPage() {
  const { partnerUuid } = useParams();
  useDocumentTitle('웨딩홀 상세');
  return (
    <>
      <StackHeader title="웨딩홀 상세" variant="product" actions={ACTIONS} productId={partnerUuid} />
      <main>
        <ComingSoon
          title="웨딩홀 상세"
          description={'홀 정보, 잔여일정, 사진과 후기를 보여 줄 상세 화면을 준비하고 있어요.\n조금만 기다려 주세요.'}
        />
      </main>
    </>
  );
}
