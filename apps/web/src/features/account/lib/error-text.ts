import { ACCOUNT_MSG } from '@fitthali/domain/account-messages';
import { ApiError } from '../../../lib/api-client';

/** What a failed account request says: the server's sentence, else a plain "try again". */
export function errorText(err: unknown): string {
  return (err instanceof ApiError && err.serverMessage) || ACCOUNT_MSG.requestFailed;
}
