import type { HallSearchItem } from '@wedding/contract/hall-search';
import type { PartnerCard } from '@wedding/contract/partners';
import { isWeddingHall } from '@wedding/domain/partner-path';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useViewedPartner } from '../../features/hall-search/api/get-partners-by-uuids.ts';
import { HallResults } from '../../features/hall-search/components/hall-results.tsx';
import { KeywordSearch } from '../../features/hall-search/components/keyword-search.tsx';
import { filterToQuery } from '../../features/hall-search/lib/filter-state.ts';
import { filterFromParams } from '../../features/hall-search/lib/filter-url.ts';
import { HallLikeButton } from '../../features/halls/components/hall-like-button.tsx';
import { useDocumentTitle } from '../../shared/layout/document-title.ts';
import { StackHeader } from '../../shared/layout/stack-header.tsx';
import '../../features/halls/components/popular-halls.css';
import './search-page.css';
import { HallCard } from '../../shared/ui/hall-card.tsx';

const TITLE = '검색';

const like = (hall: PartnerCard | HallSearchItem) => (
  <HallLikeButton partnerUuid={hall.partnerUuid} hallName={hall.partnerName} liked={hall.isLiked} />
);

/**
 * The hall the user was looking at when they opened the search (spec §2 productId), to go back to it. A
 * planner's page passes its id too, but a planner is no 웨딩홀: nothing is offered then.
 */
function ViewedHall({ productId }: { productId: string }) {
  const viewed = useViewedPartner(productId);
  if (!viewed.data || !isWeddingHall(viewed.data)) return null;
  return (
    <section className="search-page__viewed" aria-labelledby="search-viewed-title">
      <h2 id="search-viewed-title" className="search-page__title">
        보고 있던 웨딩홀
      </h2>
      <ul>
        <HallCard hall={viewed.data} layout="row" like={like(viewed.data)} />
      </ul>
    </section>
  );
}

/**
 * General search (spec §2 /search, productId from a product page). The keyword, or a region chosen from
 * the suggestions, is kept in the URL; each search is its own history entry, so back steps through them.
 */
export default function SearchPage() {
  useDocumentTitle(TITLE);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const productId = params.get('productId');
  const filter = useMemo(() => filterFromParams(params), [params]);
  const query = useMemo(() => filterToQuery(filter), [filter]);
  const searched = filter.keyword !== null || filter.region !== null;

  const go = (next: Record<string, string | null>) => {
    const search = new URLSearchParams();
    if (productId) search.set('productId', productId);
    for (const [name, value] of Object.entries(next)) if (value) search.set(name, value);
    void navigate({ search: search.toString() });
  };

  return (
    <>
      <StackHeader title={TITLE} />
      <main className="search-page">
        <KeywordSearch
          key={filter.keyword ?? ''}
          initialText={filter.keyword ?? ''}
          onSearch={(keyword) => go({ keyword })}
          onRegion={(region, subRegion) => go({ region, subRegion })}
        />
        {productId ? <ViewedHall productId={productId} /> : null}
        {searched ? (
          <section className="search-page__results" aria-labelledby="search-results-title">
            <h2 id="search-results-title" className="search-page__title">
              {filter.keyword
                ? `'${filter.keyword}' 검색 결과`
                : `${filter.region}${filter.subRegion ? ` ${filter.subRegion}` : ''} 웨딩홀`}
            </h2>
            <HallResults query={query} renderLike={like} />
          </section>
        ) : null}
      </main>
    </>
  );
}
