// The photo pages' sizes and the plain photos' key, without zod (decision 0037): the web imports them on pages that
// only read, where a module that also builds schemas would bring zod along. hall-detail.ts re-exports them for the
// API.

import { PAGE_SIZE } from '@wedding/domain/constants';

export const PHOTO_PAGE_SIZE = PAGE_SIZE.PHOTOS;
export const FOLDER_FETCH_SIZE = PAGE_SIZE.FOLDER_PHOTOS;
export const PLAIN_PHOTO_KEY = 'representativeImageUrls';
