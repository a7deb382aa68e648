import { useParams } from 'react-router';
import type { PlaceholderRoute } from '../app/route-table.ts';
import { ComingSoon } from '../shared/layout/coming-soon.tsx';
import { useDocumentTitle } from '../shared/layout/document-title.ts';
import { StackHeader } from '../shared/layout/stack-header.tsx';

/** One page for every not-yet-built route; its title and header come from the route table's entry. */
export default function ComingSoonPage({ route }: { route?: PlaceholderRoute }) {
  const params = useParams();
  const title = route?.title ?? '준비 중';
  useDocumentTitle(title);
  return (
    <>
      <StackHeader
        title={title}
        variant={route?.header ?? 'stack'}
        actions={route?.actions}
        productId={route?.productParam ? params[route.productParam] : undefined}
      />
      <main>
        <ComingSoon title={title} />
      </main>
    </>
  );
}
