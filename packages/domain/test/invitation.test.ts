import { describe, expect, it } from 'vitest';
import { invitationCopyText, invitationRows } from '../src/invitation.ts';

describe('invitation address (spec §2 visit information; issue 25: the sheet hides empty rows)', () => {
  it('lists only the rows with a value, in the sheet and in the copied text alike', () => {
    const rows = invitationRows('서울 강남구 도산대로 1', {
      subway: '',
      bus: '간선 401 도산대로 정류장 하차',
      car: '  ',
    });
    expect(rows).toEqual([
      { label: '주소', value: '서울 강남구 도산대로 1' },
      { label: '버스', value: '간선 401 도산대로 정류장 하차' },
    ]);
    expect(invitationCopyText(rows)).toBe('서울 강남구 도산대로 1\n버스: 간선 401 도산대로 정류장 하차');
  });
});
