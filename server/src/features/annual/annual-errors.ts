import { ApiError, type FieldErrors } from '../../http/api-error';

/** The contract's annual errors: fixed messages the shop translates by `code`. @see requirements/annual-and-vip.md §8.1 'Annual' */
export const annualErrors = {
  invalidToken: (errors: FieldErrors = {}) => new ApiError(422, 'Empty or invalid Token', errors, 'invalid_token'),
  tokenNotFound: () => new ApiError(404, 'Token not found'),
  notPersonalizable: () => new ApiError(422, 'The annual Ticket can not be personalized', {}, 'not_personalizable'),
  alreadyPersonalized: () => new ApiError(422, 'The annual Ticket is already personalized', {}, 'already_personalized'),
  sent: () => new ApiError(422, 'The annual Ticket has already been sent', {}, 'sent'),
  holderTaken: () => new ApiError(422, 'This person already holds another ticket of this sale', {
    customer_personalization_token: ['already holds another ticket of this sale'],
  }, 'holder_taken'),
  tooManyHolders: () => new ApiError(429, 'Too many holders for this order'),
};
