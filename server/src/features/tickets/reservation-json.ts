import { isoBerlin } from '../../shared/berlin-time';

export interface HoldRow {
  token: string; ticket_id: number; quantity: number; start_at: Date; valid_until: Date; hard_expires_at: Date;
}

export const holdJson = (row: HoldRow) => ({
  token: row.token, quantity: row.quantity, ticket_id: row.ticket_id,
  start_at: isoBerlin(new Date(row.start_at)), valid_until: isoBerlin(new Date(row.valid_until)),
});
