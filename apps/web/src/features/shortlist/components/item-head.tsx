import type { ShortlistItem } from '@wedding/contract/shortlist';
import { formatWon } from '@wedding/domain/price';
import { proxiedImageUrl } from '../../../shared/lib/image-url.ts';

const KIND_LABEL: Record<ShortlistItem['kind'], string> = { HALL: '웨딩홀', ROOM: '홀', SLOT: '예식 일정' };

/** An item's picture, kind, name, room/date and price; a plain link, so it works with JavaScript off. */
export function ItemHead({ item }: { item: ShortlistItem }) {
  return (
    <a className="shortlist-item__head" href={item.link}>
      {item.image ? (
        <img className="shortlist-item__image" src={proxiedImageUrl(item.image, 200)} alt="" loading="lazy" />
      ) : (
        <span className="shortlist-item__image" aria-hidden="true" />
      )}
      <span className="shortlist-item__text">
        <span className="shortlist-item__kind">{KIND_LABEL[item.kind]}</span>
        <span className="shortlist-item__name">{item.title}</span>
        {item.subtitle ? <span className="shortlist-item__sub">{item.subtitle}</span> : null}
        {item.price !== null ? <span className="shortlist-item__sub">{formatWon(item.price)}</span> : null}
      </span>
    </a>
  );
}

export function Comments({ comments, couple }: { comments: ShortlistItem['comments']; couple?: boolean }) {
  if (comments.length === 0) return null;
  return (
    <ul className="shortlist-comments" aria-label="댓글">
      {comments.map((c) => (
        <li key={c.id} className="shortlist-comment">
          <span className="shortlist-comment__name">
            {c.name}
            {couple && c.via && c.via !== c.name ? ` (${c.via} 링크)` : ''}
          </span>
          {c.body}
        </li>
      ))}
    </ul>
  );
}
