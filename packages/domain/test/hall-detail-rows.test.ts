import { describe, expect, it } from 'vitest';
import { facilityRows, hasValue, routeAppLinks, routeDestination, weddingGapLabel } from '../src/hall-detail.ts';

describe('spec §5 hall detail display rules', () => {
  it('hides a facility row whose value is false, else shows the count or the text', () => {
    expect(
      facilityRows({
        elevatorCount: 2,
        pyebaekRoom: false,
        honjooRoom: '1층 별도',
        subWaitingRoom: true,
        guestSpace: false,
      }),
    ).toEqual([
      { key: 'elevatorCount', label: '엘리베이터', value: '2대' },
      { key: 'honjooRoom', label: '혼주실', value: '1층 별도' },
      { key: 'subWaitingRoom', label: '보조 대기실', value: '있음' },
    ]);
    expect(facilityRows({ elevatorCount: false })).toEqual([]);
    expect(facilityRows(null)).toEqual([]);
  });

  it('shows map, subway and parking rows only for non-empty values', () => {
    expect(hasValue('')).toBe(false);
    expect(hasValue('  ')).toBe(false);
    expect(hasValue([])).toBe(false);
    expect(hasValue(null)).toBe(false);
    expect(hasValue([{ lineName: '2호선' }])).toBe(true);
    expect(hasValue('서울 강남구')).toBe(true);
  });

  it('opens the route sheet only with at least one hit, using the first', () => {
    expect(routeDestination([])).toBeNull();
    expect(routeDestination(undefined)).toBeNull();
    expect(routeDestination([{ x: '1' }, { x: '2' }])).toEqual({ x: '1' });
  });

  it('reads a wedding gap as a number or a list of minutes', () => {
    expect(weddingGapLabel(90)).toBe('90분');
    expect(weddingGapLabel([90, 120])).toBe('90분 / 120분');
  });

  it('offers three route apps (spec §9), as Android intents on Android', () => {
    const place = { name: '더채플', lat: 37.5, lng: 127.03 };
    const links = routeAppLinks(place, false);
    expect(links).toHaveLength(3);
    expect(links[0].href).toBe('kakaomap://route?ep=37.5,127.03&by=CAR');
    expect(
      routeAppLinks(place, true).every((l) => l.href.startsWith('intent://') && l.href.includes(';package=')),
    ).toBe(true);
  });
});
