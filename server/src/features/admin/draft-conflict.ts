import { ApiError } from '../../http/api-error';

/** A 409 that names who saved the newer draft, so the operator knows whom to ask. */
export class DraftConflict extends ApiError {
  constructor(message: string, readonly currentRevision: number) {
    super(409, message, { revision: [`is ${currentRevision} now; reload the draft`] });
  }
}
