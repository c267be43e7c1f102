import type { Db } from '../../db/connect';
import { annualErrors } from './annual-errors';

/** The shop's customer a personalization token names. */
export function findHolderByToken(db: Db, shopId: number, token: string) {
  return db.selectFrom('customers').select('id').where('shop_id', '=', shopId).where('personalization_token', '=', token).executeTakeFirst();
}

export function findHolderAddress(db: Db, customerId: number, addressId: number) {
  return db.selectFrom('customer_addresses').select('id').where('id', '=', addressId).where('customer_id', '=', customerId).executeTakeFirst();
}

/** Whether the person already holds another slot of this sale. */
export async function holdsOtherSlot(db: Db, slot: { id: number; ticket_sale_id: number }, customerId: number): Promise<boolean> {
  const taken = await db.selectFrom('annual_personalizations').select('id')
    .where('ticket_sale_id', '=', slot.ticket_sale_id).where('customer_id', '=', customerId).where('id', '<>', slot.id).executeTakeFirst();
  return taken !== undefined;
}

/** Names holder and address of a slot; the unique index refuses a holder taken meanwhile (holder_taken). */
export async function assignSlot(db: Db, slotId: number, values: { customerId: number; addressId: number; dispatchModeId?: number | null | undefined }) {
  return db.updateTable('annual_personalizations')
    .set({ customer_id: values.customerId, address_id: values.addressId, ...(values.dispatchModeId !== undefined ? { dispatch_mode_id: values.dispatchModeId } : {}) })
    .where('id', '=', slotId).returning('dispatch_mode_id').executeTakeFirstOrThrow()
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === '23505') throw annualErrors.holderTaken();
      throw error;
    });
}

export function savePhoto(db: Db, slotId: number, photo: { bytes: Uint8Array; type: string; at: Date }) {
  return db.updateTable('annual_personalizations')
    .set({ photo: Buffer.from(photo.bytes), photo_content_type: photo.type, photo_updated_at: photo.at })
    .where('id', '=', slotId).returning(['photo_updated_at']).executeTakeFirstOrThrow();
}

export function readPhoto(db: Db, slotId: number) {
  return db.selectFrom('annual_personalizations').select(['photo', 'photo_content_type']).where('id', '=', slotId).executeTakeFirstOrThrow();
}
