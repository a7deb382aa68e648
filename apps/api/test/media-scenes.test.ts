import { describe, expect, it } from 'vitest';
import { hallMediaUrl, sameSceneMediaUrl } from '../src/db/seed/media-url.ts';
import { HALL_SCENES, sceneForStyles, sceneKey, sceneOfKey } from '../src/modules/media/hall-scenes.ts';
import { GENERATED_MEDIA_SIZES } from '../src/modules/media/kinds.ts';
import { buildSceneSvg } from '../src/modules/media/svg-scene.ts';

// Issue 10: generated hall images vary with the hall's style (chapel, hanok, garden, hotel ballroom, dark hall,
// convention, …) and per hall, so halls can be told apart.
const SIZE = GENERATED_MEDIA_SIZES.hall;

describe('hall scenes', () => {
  it('maps each §3 hall style to a scene, the first style that has one winning', () => {
    expect(sceneForStyles(['CHAPEL'])).toBe('chapel');
    expect(sceneForStyles(['HANOK', 'BRIGHT'])).toBe('hanok');
    expect(sceneForStyles(['OUTDOOR'])).toBe('garden');
    expect(sceneForStyles(['HOTEL'])).toBe('hotel');
    expect(sceneForStyles(['DARK'])).toBe('dark');
    expect(sceneForStyles(['CONVENTION'])).toBe('convention');
    expect(sceneForStyles(['SMALL_SCALE'])).toBe('house');
    expect(sceneForStyles([])).toBe('bright');
  });

  it('reads the scene back from the key, and an older key without one draws the bright hall', () => {
    for (const scene of HALL_SCENES) expect(sceneOfKey(sceneKey(scene, 'p12-cover'))).toBe(scene);
    expect(sceneOfKey('p12-cover')).toBe('bright');
    expect(hallMediaUrl('hall', ['CHAPEL'], 'p3-cover')).toBe('/media/generated/hall/chapel-p3-cover.jpg');
    expect(sameSceneMediaUrl('individual-hall', '/media/generated/individual-hall/hanok-ih4-1.jpg', 'ih4-draft')).toBe(
      '/media/generated/individual-hall/hanok-ih4-draft.jpg',
    );
  });

  it('draws a different picture for every scene, and for two halls of one scene', () => {
    const pictures = HALL_SCENES.map((scene) => buildSceneSvg('hall', sceneKey(scene, 'p1-cover'), SIZE));
    expect(new Set(pictures).size).toBe(HALL_SCENES.length);
    expect(buildSceneSvg('hall', 'chapel-p1-cover', SIZE)).not.toBe(buildSceneSvg('hall', 'chapel-p2-cover', SIZE));
    // Same key, same picture: the cache and every machine agree.
    expect(buildSceneSvg('hall', 'hanok-p1-cover', SIZE)).toBe(buildSceneSvg('hall', 'hanok-p1-cover', SIZE));
  });
});
