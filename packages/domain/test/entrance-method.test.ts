import { describe, expect, it } from 'vitest';
import { entranceMethodLabel } from '../src/entrance-method.ts';
import { ENTRANCE_METHODS } from '../src/enums.ts';

describe('spec §9 entrance methods on a room', () => {
  it('has the ten codes of §9, in order', () => {
    expect(ENTRANCE_METHODS.map((o) => o.value)).toEqual([
      'DIRECT',
      'VIA_STAIRS',
      'VIA_HIDDEN_SPACE',
      'VIA_LIFT',
      'FROM_FRONT',
      'FROM_LOBBY',
      'L_SHAPE',
      'U_SHAPE',
      'Z_SHAPE',
      'ETC',
    ]);
  });

  it('labels a known code and gives null for none or an unknown one', () => {
    expect(entranceMethodLabel('VIA_LIFT')).toBe('리프트 입장');
    expect(entranceMethodLabel('U_SHAPE')).toBe('U자 버진로드');
    expect(entranceMethodLabel(null)).toBeNull();
    expect(entranceMethodLabel('TELEPORT')).toBeNull();
  });
});
