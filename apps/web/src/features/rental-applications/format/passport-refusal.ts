import {
  isRentalApplicationPage,
  type RentalApplicationPage,
} from '@rentals/domain/rental-applications/enums';
import type { AppError } from '../../../lib/errors/graphql-error';
import { draftPathOf, pageOfPath } from './application-pages';

/*
 * What a refused re-use of the passport leads to. The review shows only the offer page: a refused
 * offer field is shown on it; a refused field of another page can only be changed in the full
 * wizard; anything else is told in the failure dialog.
 */

export type PassportReuseFailure =
  | { kind: 'offer'; path: string; message: string; params: Record<string, string | number> }
  | { kind: 'otherPage'; page: RentalApplicationPage }
  | { kind: 'failed' };

export function passportReuseFailure(error: AppError): PassportReuseFailure {
  if (error.code !== 'RENTAL_APPLICATION_PAGE_INVALID') return { kind: 'failed' };
  const refused = error.fields.map((f) => ({ ...f, path: draftPathOf(f.path) })).find((f) => f.path);
  const page = refused?.path ? pageOfPath(refused.path) : error.params.pageIndex;
  if (page === 0 && refused?.path)
    return { kind: 'offer', path: refused.path, message: refused.key, params: refused.params ?? {} };
  if (isRentalApplicationPage(page) && page !== -1 && page !== 0) return { kind: 'otherPage', page };
  return { kind: 'failed' };
}
