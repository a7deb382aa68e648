/** The service name shown in the main header and page titles: the product's one brand constant. */
export { SERVICE_NAME } from '@wedding/domain/brand';
