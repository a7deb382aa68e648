/**
 * The product's name, in one place: the main header, page titles, the sign-in mark and the SMS sender tag
 * all read it, so a rename is one edit (issue 9: the SMS said "[웨딩홀]" while the app said 웨딩데이).
 */
export const SERVICE_NAME = '웨딩데이';
