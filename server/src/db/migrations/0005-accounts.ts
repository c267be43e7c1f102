import { sql, type Kysely } from 'kysely';

/**
 * Customer accounts (requirements/accounts.md §3.1-3.3, requirements/accounts.md §9.1 Accounts): login data on customers,
 * addresses, devise-token-auth style tokens (one row per client/device), password resets,
 * the attempt log the rate limits count, and the reference lists the forms offer.
 * Every token column holds a SHA-256 hash, never the token itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE customers
      ADD COLUMN password_hash text,
      ADD COLUMN confirmed_at timestamptz,
      ADD COLUMN confirmation_token text,
      ADD COLUMN salutation_id integer,
      ADD COLUMN name text NOT NULL DEFAULT '',
      ADD COLUMN surname text NOT NULL DEFAULT '',
      ADD COLUMN language_id integer,
      ADD COLUMN customer_type text NOT NULL DEFAULT '1' CHECK (customer_type IN ('1', '3')),
      ADD COLUMN price_target_audience_id integer,
      ADD COLUMN date_of_birth date,
      ADD COLUMN newsletter_group_ids integer[] NOT NULL DEFAULT '{}',
      ADD COLUMN selected_address_id integer;
    -- Guests (level 10) may buy again with the same e-mail; a registered account is unique per shop.
    CREATE UNIQUE INDEX customers_registered_email ON customers (shop_id, lower(email)) WHERE level = 20;
    CREATE UNIQUE INDEX customers_confirmation_token ON customers (confirmation_token) WHERE confirmation_token IS NOT NULL;

    CREATE TABLE customer_addresses (
      id serial PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      adressat text NOT NULL DEFAULT '',
      street text NOT NULL DEFAULT '',
      zip text NOT NULL DEFAULT '',
      city text NOT NULL DEFAULT '',
      country_id integer,
      adress_type_id integer NOT NULL DEFAULT 0 CHECK (adress_type_id IN (0, 1, 2)),
      vat_number text,
      institution_name text,
      cost_centre text,
      has_collective_invoice_payment boolean NOT NULL DEFAULT false,
      price_target_audience_id integer,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX customer_addresses_customer ON customer_addresses (customer_id);

    CREATE TABLE auth_tokens (
      customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      client text NOT NULL,
      token_hash text NOT NULL,
      expiry timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (customer_id, client)
    );
    CREATE INDEX auth_tokens_client ON auth_tokens (client);

    CREATE TABLE password_resets (
      token_hash text PRIMARY KEY,
      customer_id integer NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz
    );

    CREATE TABLE auth_attempts (
      id bigserial PRIMARY KEY,
      key text NOT NULL,
      at timestamptz NOT NULL
    );
    CREATE INDEX auth_attempts_key_at ON auth_attempts (key, at);

    CREATE TABLE price_target_audiences (
      id integer NOT NULL,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name jsonb NOT NULL,
      PRIMARY KEY (shop_id, id)
    );

    CREATE TABLE customer_salutations (
      id integer NOT NULL,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name jsonb NOT NULL,
      position integer NOT NULL DEFAULT 0,
      PRIMARY KEY (shop_id, id)
    );

    CREATE TABLE newsletter_subscriber_groups (
      id integer NOT NULL,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name jsonb NOT NULL,
      checkbox_text jsonb NOT NULL DEFAULT '{}',
      checked boolean NOT NULL DEFAULT false,
      PRIMARY KEY (shop_id, id)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE newsletter_subscriber_groups, customer_salutations, price_target_audiences, auth_attempts,
      password_resets, auth_tokens, customer_addresses;
    DROP INDEX customers_confirmation_token;
    DROP INDEX customers_registered_email;
    ALTER TABLE customers
      DROP COLUMN password_hash, DROP COLUMN confirmed_at, DROP COLUMN confirmation_token, DROP COLUMN salutation_id,
      DROP COLUMN name, DROP COLUMN surname, DROP COLUMN language_id, DROP COLUMN customer_type,
      DROP COLUMN price_target_audience_id, DROP COLUMN date_of_birth, DROP COLUMN newsletter_group_ids,
      DROP COLUMN selected_address_id;
  `.execute(db);
}
