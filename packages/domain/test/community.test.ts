import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS_NICK,
  canSeeSecretComment,
  isValidCommentContent,
  reviewDisplay,
  UNKNOWN_NICK,
} from '../src/community.ts';

describe('spec §5 comment content must be non-empty after trimming', () => {
  it('accepts text', () => {
    expect(isValidCommentContent('축하드려요!')).toBe(true);
    expect(isValidCommentContent('  좋아요 ')).toBe(true);
  });

  it('rejects empty and whitespace-only content', () => {
    expect(isValidCommentContent('')).toBe(false);
    expect(isValidCommentContent('   \n\t ')).toBe(false);
    expect(isValidCommentContent('\u3000')).toBe(false); // ideographic space from Korean keyboards
    expect(isValidCommentContent(null)).toBe(false);
  });
});

describe("spec §4 review state 0 shows 'deleted by author'; state 3 shows the content as a notice", () => {
  it('maps the states', () => {
    expect(reviewDisplay(0)).toBe('DELETED');
    expect(reviewDisplay(3)).toBe('NOTICE');
    expect(reviewDisplay(1)).toBe('NORMAL');
  });
});

describe('spec §4 secret comments are visible only to the author and the commenters', () => {
  const base = { postAuthorUuid: 'author', commentAuthorUuid: 'commenter' };

  it('shows to the review author and the comment writer', () => {
    expect(canSeeSecretComment({ ...base, viewerUuid: 'author' })).toBe(true);
    expect(canSeeSecretComment({ ...base, viewerUuid: 'commenter' })).toBe(true);
  });

  it('shows a secret reply to the writer of the comment it answers', () => {
    expect(canSeeSecretComment({ ...base, parentCommentAuthorUuid: 'parent', viewerUuid: 'parent' })).toBe(true);
  });

  it('hides from everyone else and from guests', () => {
    expect(canSeeSecretComment({ ...base, viewerUuid: 'stranger' })).toBe(false);
    expect(canSeeSecretComment({ ...base, viewerUuid: null })).toBe(false);
    expect(canSeeSecretComment({ ...base, parentCommentAuthorUuid: null, viewerUuid: '' })).toBe(false);
  });
});

describe('review writing rules (decision 0029)', () => {
  it('asks 20 to 3,000 characters, counted as people see them', async () => {
    const { reviewContentProblem } = await import('../src/community.ts');
    expect(reviewContentProblem('짧아요')).toBe('후기는 20자 이상 써 주세요.');
    expect(reviewContentProblem(`${'가'.repeat(19)}   `)).toBe('후기는 20자 이상 써 주세요.');
    expect(reviewContentProblem('가'.repeat(20))).toBeNull();
    expect(reviewContentProblem('😀'.repeat(20))).toBeNull();
    expect(reviewContentProblem('가'.repeat(3000))).toBeNull();
    expect(reviewContentProblem('가'.repeat(3001))).toBe('후기는 3,000자까지 쓸 수 있어요.');
  });

  it('needs every rating item scored 1 to 5', async () => {
    const { ratingsComplete, REVIEW_RATING_ITEMS } = await import('../src/community.ts');
    const all = REVIEW_RATING_ITEMS.map((kname) => ({ kname, v: 5 }));
    expect(ratingsComplete(all)).toBe(true);
    expect(ratingsComplete(all.slice(1))).toBe(false);
    expect(ratingsComplete(all.map((r, i) => (i === 0 ? { ...r, v: 6 } : r)))).toBe(false);
    expect(ratingsComplete(all.map((r, i) => (i === 0 ? { ...r, v: 0 } : r)))).toBe(false);
    expect(ratingsComplete(all.map((r, i) => (i === 0 ? { ...r, v: 4.5 } : r)))).toBe(false);
  });
});

describe('the names shown for a writer (issue 11)', () => {
  it("an anonymous review reads '익명'; a writer without a nickname reads '알 수 없음'", () => {
    expect(ANONYMOUS_NICK).toBe('익명');
    expect(UNKNOWN_NICK).toBe('알 수 없음');
  });
});

describe('rating items per partner type (issue 25)', () => {
  it("rates a hall on a hall's items and a planner on a planner's, none of the hall's food or parking", async () => {
    const { ratingItemsFor, ratingsComplete, REVIEW_RATING_ITEMS, PLANNER_RATING_ITEMS } = await import(
      '../src/community.ts'
    );
    expect(ratingItemsFor(2)).toEqual(REVIEW_RATING_ITEMS);
    expect(ratingItemsFor(37)).toEqual(PLANNER_RATING_ITEMS);
    expect(PLANNER_RATING_ITEMS).not.toContain('음식');
    expect(PLANNER_RATING_ITEMS).not.toContain('교통·주차');
    const hallScores = REVIEW_RATING_ITEMS.map((kname) => ({ kname, v: 5 }));
    expect(ratingsComplete(hallScores, ratingItemsFor(37))).toBe(false);
  });
});
