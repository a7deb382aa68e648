// Where a visit's notices point (issue 28): the couple's card on /mypage/bookings (its anchor scrolls the card
// into view) and the hall's inbox in the console.

/** The couple's visit card. */
export const visitCardLink = (visitId: number) => `/mypage/bookings#visit-${visitId}`;
/** The hall's bookings inbox. */
export const HALL_BOOKINGS_LINK = '/partner-center/bookings';
