import { sql, type Kysely } from 'kysely';

/**
 * The operator preview (issue 'Operator preview'): operator accounts per shop, their
 * sessions (SHA-256 of the cookie token only), the version history of each shop's
 * settings/translations/content and one shared draft per shop. The live shop stays in
 * shops.*; publishing copies a version there in the same transaction.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE operators (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      email text NOT NULL,
      name text NOT NULL,
      password_hash text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX operators_shop_email ON operators (shop_id, lower(email));

    CREATE TABLE operator_sessions (
      token_hash text PRIMARY KEY,
      operator_id integer NOT NULL REFERENCES operators(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX operator_sessions_operator ON operator_sessions (operator_id);

    CREATE TABLE settings_versions (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      number integer NOT NULL,
      settings jsonb NOT NULL,
      translations jsonb NOT NULL,
      content jsonb NOT NULL,
      config jsonb NOT NULL DEFAULT '{}',
      author_id integer REFERENCES operators(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      summary text NOT NULL DEFAULT '',
      based_on_number integer,
      published_at timestamptz,
      UNIQUE (shop_id, number)
    );

    CREATE TABLE settings_drafts (
      shop_id integer PRIMARY KEY REFERENCES shops(id) ON DELETE CASCADE,
      data jsonb NOT NULL,
      base_version integer,
      revision integer NOT NULL DEFAULT 1,
      updated_by integer REFERENCES operators(id) ON DELETE SET NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE settings_drafts, settings_versions, operator_sessions, operators;`.execute(db);
}
