export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export const TOO_MANY_MESSAGE = 'Too many attempts. Please try again later.';
