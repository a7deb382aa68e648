/** The service name shown in the main header and page titles. */
export const SERVICE_NAME = '웨딩데이';
