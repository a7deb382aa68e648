import { describe, expect, it } from 'vitest';
import { canSeeSecretComment, isValidCommentContent, reviewDisplay } from '../src/community.ts';

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
