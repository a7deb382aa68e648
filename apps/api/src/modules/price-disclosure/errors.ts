import { PRICE_DISCLOSURE_ERROR_CODES as C } from '@wedding/contract/price-disclosure-constants';
import { badRequest } from '../../shared/errors.ts';

/** The disclosure breaks a rule; `message` is the domain's Korean reason, naming the row. */
export const disclosureInvalid = (message: string) => badRequest(message, C.PRICE_DISCLOSURE_INVALID);
