import { HALL_STYLES } from '@wedding/domain/enums';

// A hall's name and its styles tell one story (issue 25: the 호텔 chip left out four halls named 호텔). A name that
// says a style's word ('채플', '컨벤션', '하우스', '호텔', '한옥') wears that style; and a hotel is a kind of venue,
// not a look, so only a hall named 호텔 wears HOTEL. Styles only: the draw itself is left alone, so the rest of
// the seed keeps its random sequence.
const NAMED_STYLES = HALL_STYLES.filter((s) => ['CHAPEL', 'CONVENTION', 'HOUSE', 'HOTEL', 'HANOK'].includes(s.value));

/** The styles a name claims, by their chip labels. */
export function stylesNamedIn(name: string): string[] {
  return NAMED_STYLES.filter((s) => name.includes(s.label)).map((s) => s.value);
}

/** `drawn` made to agree with `name`: every style it names added, HOTEL kept only when it says 호텔. */
export function stylesAgreeingWithName(name: string, drawn: readonly string[]): string[] {
  const named = stylesNamedIn(name);
  const kept = drawn.filter((style) => style !== 'HOTEL' || named.includes('HOTEL'));
  const styles = [...named.filter((style) => !kept.includes(style)), ...kept];
  // A drawn HOTEL alone, on a hall not named so: a bright hall instead, so every hall keeps a style.
  return styles.length > 0 ? styles : ['BRIGHT'];
}
