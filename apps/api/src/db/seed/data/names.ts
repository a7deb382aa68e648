// Invented Korean-market names in the style of real venues and people; none copies a real brand.

export const HALL_BRANDS = [
  '더채플', '루벨', '아펠라', '라비엔', '엘리에나', '벨라지오', '노블레스', '베네치안', '몬테로사', '라온',
  '빌라드', '아모렌', '에스텔', '더클래스', '메이필드', '그랜드오스', '세인트리', '르비르', '더파티움', '오델리아',
  '클라라', '라포레', '더베뉴', '블룸', '아리아나', '리즈', '베르디', '프라디아', '더화이트', '소노라',
];
export const HALL_SUFFIXES = ['', '웨딩홀', '컨벤션', '아뜨리움', '가든', '하우스', '웨딩', '호텔', '스퀘어'];

export const PLANNER_BRANDS = ['아이니웨딩', '마이디어플래너', '웨딩포유', '루체웨딩컨설팅', '봄날웨딩', '하나로웨딩', '플레리웨딩', '더스토리웨딩'];

export const INDIVIDUAL_HALL_NAMES = [
  '그랜드홀', '크리스탈홀', '가든홀', '르네상스홀', '오키드홀', '아이리스홀', '채플홀', '컨벤션홀',
  '루미에르홀', '소노홀', '펠리체홀', '스카이홀', '라벤더홀', '다이아몬드홀',
];

export const SURNAMES = ['김', '이', '박', '최', '정', '강', '조', '윤', '장', '임', '한', '오', '서', '신', '권', '황', '송', '류'];
export const MALE_GIVEN = ['민준', '서준', '도윤', '예준', '시우', '주원', '하준', '지호', '준서', '현우', '지훈', '건우', '우진', '성민'];
export const FEMALE_GIVEN = ['서연', '서윤', '지우', '하은', '민서', '지민', '수아', '예린', '채원', '지유', '윤서', '다은', '수빈', '하린'];

export const NICK_ADJECTIVES = ['설레는', '행복한', '두근두근', '봄날의', '반짝이는', '꿈꾸는', '수줍은', '용감한', '따뜻한', '새콤달콤'];
export const NICK_NOUNS = ['신부', '예비신부', '예신', '예랑', '곰돌이', '토끼', '웨딩요정', '부케', '드레스', '턱시도'];

/** Romanised stems for seeded e-mail addresses (example.com only). */
export const EMAIL_STEMS = ['bride', 'groom', 'wedding', 'happy', 'sunny', 'love', 'dream', 'bloom', 'petal', 'ring'];
