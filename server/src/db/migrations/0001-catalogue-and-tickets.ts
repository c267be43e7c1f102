import { sql, type Kysely } from 'kysely';

/**
 * The first schema: shops, catalogue, tickets with shared quotas, holds and orders.
 * Translatable texts are jsonb maps keyed by locale ({"de": "...", "en": "..."});
 * the API picks the requested locale and falls back to the shop's main locale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE shops (
      id serial PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      hosts text[] NOT NULL DEFAULT '{}',
      name text NOT NULL,
      locales text[] NOT NULL DEFAULT '{de,en,es,fr}',
      currency text NOT NULL DEFAULT 'EUR',
      settings jsonb NOT NULL DEFAULT '{}',
      config jsonb NOT NULL DEFAULT '{}',
      translations jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      maintenance boolean NOT NULL DEFAULT false,
      is_default boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE payment_modes (
      id integer NOT NULL,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name jsonb NOT NULL,
      kind text NOT NULL,
      provider text NOT NULL DEFAULT 'sandbox',
      icons text[] NOT NULL DEFAULT '{}',
      position integer NOT NULL DEFAULT 0,
      settings jsonb NOT NULL DEFAULT '{}',
      PRIMARY KEY (shop_id, id)
    );

    CREATE TABLE museums (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      title jsonb NOT NULL,
      sub_title jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      picture jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      location jsonb NOT NULL DEFAULT '{}',
      opening_hours jsonb NOT NULL DEFAULT '{}',
      position integer NOT NULL DEFAULT 0
    );
    CREATE INDEX museums_shop ON museums(shop_id);

    CREATE TABLE exhibitions (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      museum_id integer NOT NULL REFERENCES museums(id) ON DELETE CASCADE,
      title jsonb NOT NULL,
      sub_title jsonb NOT NULL DEFAULT '{}',
      slider_description jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      featured boolean NOT NULL DEFAULT false,
      picture jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      location jsonb NOT NULL DEFAULT '{}',
      time_frames jsonb NOT NULL DEFAULT '[]',
      position integer NOT NULL DEFAULT 0
    );
    CREATE INDEX exhibitions_shop ON exhibitions(shop_id);

    CREATE TABLE tickets (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      title jsonb NOT NULL,
      sub_title jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      after_sale_information jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      location jsonb NOT NULL DEFAULT '{}',
      ticket_type text NOT NULL CHECK (ticket_type IN ('normal', 'time_slot', 'annual')),
      bookable boolean NOT NULL DEFAULT true,
      museum_ids integer[] NOT NULL DEFAULT '{}',
      exhibition_ids integer[] NOT NULL DEFAULT '{}',
      price_cents integer NOT NULL,
      dynamic_prices jsonb NOT NULL DEFAULT '{}',
      discount integer NOT NULL DEFAULT 0 CHECK (discount BETWEEN 0 AND 100),
      vat_pct numeric(5,2) NOT NULL DEFAULT 0,
      tax_included boolean NOT NULL DEFAULT true,
      first_entry integer NOT NULL DEFAULT 600,
      last_entry integer NOT NULL DEFAULT 1080,
      entry_duration integer,
      min_persons integer NOT NULL DEFAULT 0,
      max_persons integer NOT NULL DEFAULT 100,
      personalizeable boolean NOT NULL DEFAULT false,
      attendees text,
      identification boolean NOT NULL DEFAULT false,
      free_timing boolean NOT NULL DEFAULT false,
      is_mantle boolean NOT NULL DEFAULT false,
      sub_tickets jsonb NOT NULL DEFAULT '{}',
      is_sub_ticket boolean NOT NULL DEFAULT false,
      shipped_with_merchandise_id integer,
      price_target_audience_ids integer[],
      valid_from date,
      valid_to date,
      weekdays integer[] NOT NULL DEFAULT '{0,1,2,3,4,5,6}',
      position integer NOT NULL DEFAULT 0
    );
    CREATE INDEX tickets_shop ON tickets(shop_id);

    CREATE TABLE ticket_groups (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name text NOT NULL,
      title jsonb NOT NULL DEFAULT '{}',
      ticket_ids integer[] NOT NULL DEFAULT '{}',
      position integer NOT NULL DEFAULT 0
    );

    -- A quota is a shared pool: every ticket in it draws from the same places per slot.
    CREATE TABLE quotas (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name text NOT NULL,
      capacity integer NOT NULL CHECK (capacity >= 0),
      closed_weekdays integer[] NOT NULL DEFAULT '{}'
    );
    CREATE TABLE quota_tickets (
      quota_id integer NOT NULL REFERENCES quotas(id) ON DELETE CASCADE,
      ticket_id integer NOT NULL REFERENCES tickets(id) ON DELETE CASCADE,
      PRIMARY KEY (quota_id, ticket_id)
    );
    CREATE INDEX quota_tickets_ticket ON quota_tickets(ticket_id);
    -- Per-slot exceptions to a quota's size (closed days, special events, a sold-out demo slot).
    CREATE TABLE quota_overrides (
      quota_id integer NOT NULL REFERENCES quotas(id) ON DELETE CASCADE,
      start_at timestamptz NOT NULL,
      capacity integer NOT NULL CHECK (capacity >= 0),
      PRIMARY KEY (quota_id, start_at)
    );

    CREATE TABLE customers (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      email text NOT NULL,
      data jsonb NOT NULL DEFAULT '{}',
      level integer NOT NULL DEFAULT 20,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE orders (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      token text NOT NULL UNIQUE,
      customer_id integer REFERENCES customers(id),
      payment_mode_id integer,
      payment_status integer NOT NULL DEFAULT 10,
      is_valid boolean NOT NULL DEFAULT false,
      canceled boolean NOT NULL DEFAULT false,
      total_price_cents integer NOT NULL,
      comment text,
      reference text,
      locale text NOT NULL DEFAULT 'de',
      source text NOT NULL DEFAULT 'shop',
      billing_address_id integer,
      shipping_address_id integer,
      -- Unpaid orders keep their places only until this moment.
      payment_deadline timestamptz,
      data jsonb NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX orders_shop ON orders(shop_id);

    CREATE TABLE order_items (
      id serial PRIMARY KEY,
      order_id integer NOT NULL REFERENCES orders(id) ON DELETE CASCADE,
      type text NOT NULL,
      price_cents integer NOT NULL,
      vat_pct numeric(5,2) NOT NULL DEFAULT 0,
      tax_included boolean NOT NULL DEFAULT true,
      quantity integer NOT NULL DEFAULT 1,
      attributes jsonb NOT NULL DEFAULT '{}',
      position integer NOT NULL DEFAULT 0
    );
    CREATE INDEX order_items_order ON order_items(order_id);

    CREATE TABLE ticket_sales (
      id serial PRIMARY KEY,
      order_item_id integer NOT NULL REFERENCES order_items(id) ON DELETE CASCADE,
      ticket_id integer NOT NULL REFERENCES tickets(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      start_at timestamptz,
      sub_ticket_times jsonb NOT NULL DEFAULT '{}',
      attendees jsonb NOT NULL DEFAULT '[]'
    );

    CREATE TABLE barcodes (
      id serial PRIMARY KEY,
      ticket_sale_id integer NOT NULL REFERENCES ticket_sales(id) ON DELETE CASCADE,
      barcode text NOT NULL UNIQUE
    );

    -- Short holds (requirements/api.md §5 of the API contract): 5 minutes, renewed by updates, never beyond hard_expires_at.
    CREATE TABLE reservations (
      token text PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      ticket_id integer NOT NULL REFERENCES tickets(id),
      quantity integer NOT NULL CHECK (quantity > 0),
      start_at timestamptz NOT NULL,
      valid_until timestamptz NOT NULL,
      hard_expires_at timestamptz NOT NULL,
      consumed_by_order_id integer REFERENCES orders(id),
      created_at timestamptz NOT NULL DEFAULT now()
    );

    -- The capacity ledger: one row per quota and slot that a hold or an order takes.
    -- Whether a row still counts is decided at read time (hold alive, order paid or
    -- inside its payment window), so expiry needs no background job for correctness.
    CREATE TABLE quota_usages (
      id bigserial PRIMARY KEY,
      quota_id integer NOT NULL REFERENCES quotas(id) ON DELETE CASCADE,
      start_at timestamptz NOT NULL,
      quantity integer NOT NULL CHECK (quantity > 0),
      reservation_token text REFERENCES reservations(token) ON DELETE CASCADE,
      order_id integer REFERENCES orders(id) ON DELETE CASCADE,
      CHECK ((reservation_token IS NULL) <> (order_id IS NULL))
    );
    CREATE INDEX quota_usages_slot ON quota_usages(quota_id, start_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE quota_usages, reservations, barcodes, ticket_sales, order_items, orders, customers,
      quota_overrides, quota_tickets, quotas, ticket_groups, tickets, exhibitions, museums,
      payment_modes, shops CASCADE;
  `.execute(db);
}
