import { sql, type Kysely } from 'kysely';

/**
 * Token rotation (issue 'Customer accounts': tokens rotate and expire). A used token older than a
 * minute is replaced; the replaced one stays valid for a short grace period so that requests the
 * browser sent in parallel with the old token still succeed (devise-token-auth's batch buffer).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE auth_tokens ADD COLUMN previous_token_hash text;
    ALTER TABLE auth_tokens ADD COLUMN rotated_at timestamptz NOT NULL DEFAULT now();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE auth_tokens DROP COLUMN previous_token_hash, DROP COLUMN rotated_at;`.execute(db);
}
