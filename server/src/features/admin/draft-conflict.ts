import type { Db } from '../../db/connect';
import { ApiError } from '../../http/api-error';

const BERLIN = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin', dateStyle: 'short', timeStyle: 'short' });

/** A 409 that names who saved the newer draft, so the operator knows whom to ask. */
export class DraftConflict extends ApiError {
  constructor(message: string, readonly currentRevision: number) {
    super(409, message, { revision: [`is ${currentRevision} now; reload the draft`] });
  }
}

export async function draftConflict(db: Db, shopId: number): Promise<DraftConflict> {
  const row = await db.selectFrom('settings_drafts')
    .leftJoin('operators', 'operators.id', 'settings_drafts.updated_by')
    .select(['settings_drafts.revision', 'settings_drafts.updated_at', 'operators.name'])
    .where('settings_drafts.shop_id', '=', shopId).executeTakeFirstOrThrow();
  const who = row.name ?? 'another operator';
  return new DraftConflict(
    `This draft was changed by ${who} at ${BERLIN.format(row.updated_at)}. Reload to see their changes.`,
    row.revision,
  );
}
