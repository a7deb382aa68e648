// Text a hall's page carries: benefits, special features, notices and facility wording.

export const BENEFITS: readonly { tag: string; title: string; content: string }[] = [
  { tag: '계약 혜택', title: '대관료 50% 할인', content: '방문 당일 계약 시 대관료를 50% 할인해 드립니다.' },
  {
    tag: '계약 혜택',
    title: '생화 장식 무료 업그레이드',
    content: '기본 조화 장식을 시즌 생화 장식으로 무료 업그레이드해 드립니다.',
  },
  { tag: '식사 혜택', title: '시식권 4인 제공', content: '계약 고객께 본식 메뉴 시식권 4인을 드립니다.' },
  { tag: '식사 혜택', title: '음료·주류 무제한', content: '하객 음료와 주류를 추가 비용 없이 무제한 제공합니다.' },
  { tag: '촬영 혜택', title: '원본 영상 무료 제공', content: '본식 DVD 원본 파일을 무료로 제공해 드립니다.' },
  { tag: '촬영 혜택', title: '스냅 촬영 20% 할인', content: '제휴 스냅 업체 이용 시 20% 할인됩니다.' },
  { tag: '방문 혜택', title: '방문 상담 시 웰컴 기프트', content: '방문 상담 고객께 디퓨저 세트를 드립니다.' },
  {
    tag: '시즌 혜택',
    title: '비수기 보증인원 조정',
    content: '7~8월, 12~2월 예식은 보증인원을 최대 30명까지 조정해 드립니다.',
  },
  { tag: '시즌 혜택', title: '금요일 저녁 특가', content: '금요일 18시 이후 예식은 식대를 10% 할인해 드립니다.' },
  { tag: '부대 혜택', title: '폐백 음식 무료', content: '폐백 진행 시 폐백 음식을 무료로 준비해 드립니다.' },
  {
    tag: '부대 혜택',
    title: '신부 대기실 단독 사용',
    content: '예식 2시간 전부터 신부 대기실을 단독으로 사용하실 수 있습니다.',
  },
];

export const SPECIAL_FEATURES: readonly { icon: string; features: readonly string[] }[] = [
  { icon: 'hall', features: ['층고 8m 샹들리에', '260인치 LED 미디어월'] },
  { icon: 'hall', features: ['자연광이 드는 채플', '단독 예식 진행'] },
  { icon: 'food', features: ['호텔 출신 셰프의 코스 요리', '한우 스테이크 제공'] },
  { icon: 'food', features: ['200여 가지 뷔페 메뉴', '라이브 스테이션 운영'] },
  { icon: 'parking', features: ['800대 동시 주차', '하객 3시간 무료 주차'] },
  { icon: 'transport', features: ['지하철역 연결 통로', 'KTX역 셔틀 운행'] },
  { icon: 'garden', features: ['야외 가든 예식 가능', '루프탑 포토존'] },
  { icon: 'service', features: ['전담 웨딩 플래너 배정', '혼주 메이크업 제휴'] },
];

export const PROFILE_NOTICES = [
  '2027년 상반기 토요일 점심 타임은 조기 마감이 예상됩니다. 방문 상담 시 최신 잔여 일정을 꼭 확인해 주세요.',
  '리뉴얼 공사로 3층 연회장은 당분간 운영하지 않습니다. 예식은 정상 진행됩니다.',
  '주말 방문 상담은 예약제로 운영됩니다. 방문 전 예약을 부탁드립니다.',
  '식대 인상 전 마지막 계약 프로모션을 진행 중입니다.',
];

export const RESERVATION_NOTICES = [
  '방문 예약은 최소 하루 전까지 가능하며, 예약금은 방문 상담 후 환불됩니다.',
  '예약 시간 10분 전까지 1층 상담 라운지로 오시면 담당 플래너가 안내해 드립니다.',
  '주말 방문은 예식 진행으로 상담이 다소 지연될 수 있습니다.',
];

export const PARKING_NOTICES = [
  '하객 2시간 무료 주차',
  '혼주 차량 4대 종일 무료',
  '주말 발렛 파킹 운영',
  '인근 공영주차장 연계 이용',
];
export const BUS_RENT_NOTICES = [
  '45인승 전세버스 1대 무료 지원',
  '지방 하객 전세버스 대절 지원(왕복)',
  '전세버스 주차 공간 3대 확보',
];

export const EVENT_TITLES = [
  '겨울 시즌 대관료 30% 할인',
  '2027 봄 예식 조기 계약 특가',
  '금요일 저녁 예식 식대 할인',
  '방문 상담 고객 웰컴 기프트 증정',
  '스몰웨딩 패키지 런칭 기념 혜택',
  '비수기 보증인원 조정 이벤트',
];

export const DRAFT_NOTES = ['식대 인상 반영', '신규 홀 추가', '주차 안내 수정', '혜택 문구 변경'];
