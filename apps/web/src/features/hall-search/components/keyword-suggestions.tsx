import { useKeywordSuggestions } from '../api/get-keyword-suggestions.ts';
import { splitMatch } from '../lib/keyword.ts';

type Props = {
  /** Debounced, trimmed text; suggestions are asked for this. */
  keyword: string;
  onKeyword(keyword: string): void;
  onHall(hall: { partnerId: number; partnerUuid: string }): void;
  onRegion(region: string, subRegion: string | null): void;
};

function Marked({ text, query }: { text: string; query: string }) {
  const [before, match, after] = splitMatch(text, query);
  return (
    <>
      {before}
      {match ? <mark className="suggestions__mark">{match}</mark> : null}
      {after}
    </>
  );
}

/** Halls, regions and stations matching the text, in that order; each is a button that acts at once. */
export function KeywordSuggestions({ keyword, onKeyword, onHall, onRegion }: Props) {
  const query = useKeywordSuggestions(keyword);
  if (keyword === '' || query.isPending) return null;
  if (query.isError) {
    return (
      <p className="keyword-search__note" role="status">
        추천 검색어를 불러오지 못했어요. 검색 버튼으로 바로 찾아볼 수 있어요.
      </p>
    );
  }
  const { halls, regions, stations } = query.data;
  const count = halls.length + regions.length + stations.length;
  return (
    <div className="suggestions">
      <p className="visually-hidden" role="status">
        {count === 0 ? '추천 검색어가 없어요' : `추천 검색어 ${count}개`}
      </p>
      {count === 0 ? (
        <p className="keyword-search__note">일치하는 웨딩홀이나 지역이 없어요. 검색하면 이름과 주소에서 찾아볼게요.</p>
      ) : null}
      {halls.length > 0 ? (
        <section>
          <h2 className="suggestions__title">웨딩홀</h2>
          <ul className="suggestions__list">
            {halls.map((hall) => (
              <li key={hall.partnerUuid}>
                <button type="button" className="suggestions__row" onClick={() => onHall(hall)}>
                  <span className="suggestions__name">
                    <Marked text={hall.partnerName} query={keyword} />
                  </span>
                  <span className="suggestions__meta">{hall.region}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {regions.length > 0 ? (
        <section>
          <h2 className="suggestions__title">지역</h2>
          <ul className="suggestions__list">
            {regions.map((r) => (
              <li key={r.label}>
                <button type="button" className="suggestions__row" onClick={() => onRegion(r.region, r.subRegion)}>
                  <span className="suggestions__name">
                    <Marked text={r.label} query={keyword} />
                  </span>
                  <span className="suggestions__meta">지역 필터</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {stations.length > 0 ? (
        <section>
          <h2 className="suggestions__title">지하철역</h2>
          <ul className="suggestions__list">
            {stations.map((s) => (
              <li key={`${s.lineName}-${s.stationName}`}>
                <button type="button" className="suggestions__row" onClick={() => onKeyword(s.stationName)}>
                  <span className="suggestions__name">
                    <Marked text={s.stationName} query={keyword} />
                  </span>
                  <span className="suggestions__meta">
                    {s.lineName} · 웨딩홀 {s.hallCount}곳
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
