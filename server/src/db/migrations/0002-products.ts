import { sql, type Kysely } from 'kysely';

/**
 * Events, tours, merchandise, coupons, donations and content: the products that
 * later features sell. Shapes follow requirements/api.md §6, requirements/api.md §7 and the spec's entities;
 * variable parts (seatings, prices, equipment) are jsonb documents.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE vocabularies (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      kind text NOT NULL,
      name jsonb NOT NULL,
      filtername text
    );
    CREATE INDEX vocabularies_shop_kind ON vocabularies(shop_id, kind);

    CREATE TABLE events (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      museum_id integer REFERENCES museums(id),
      exhibition_id integer REFERENCES exhibitions(id),
      title jsonb NOT NULL,
      sub_title jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      picture jsonb NOT NULL DEFAULT '{}',
      location jsonb NOT NULL DEFAULT '{}',
      featured boolean NOT NULL DEFAULT false,
      bookable boolean NOT NULL DEFAULT true,
      registerable boolean NOT NULL DEFAULT false,
      ticket_sales_in_shop boolean NOT NULL DEFAULT false,
      ticket_ids integer[] NOT NULL DEFAULT '{}',
      category_id integer REFERENCES vocabularies(id),
      tag_ids integer[] NOT NULL DEFAULT '{}',
      language_ids integer[] NOT NULL DEFAULT '{}',
      vat_pct numeric(5,2) NOT NULL DEFAULT 7,
      tax_included boolean NOT NULL DEFAULT true,
      discount integer NOT NULL DEFAULT 0,
      prices jsonb NOT NULL DEFAULT '[]',
      seating jsonb,
      position integer NOT NULL DEFAULT 0
    );

    CREATE TABLE event_dates (
      id serial PRIMARY KEY,
      event_id integer NOT NULL REFERENCES events(id) ON DELETE CASCADE,
      start_time timestamptz NOT NULL,
      duration integer NOT NULL DEFAULT 90,
      language_id integer REFERENCES vocabularies(id),
      seats_max integer NOT NULL,
      seats_min integer NOT NULL DEFAULT 0,
      max_per_registration integer,
      title jsonb NOT NULL DEFAULT '{}',
      sub_title jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      bookable boolean NOT NULL DEFAULT true
    );
    CREATE INDEX event_dates_event_start ON event_dates(event_id, start_time);

    CREATE TABLE event_bookings (
      id serial PRIMARY KEY,
      order_item_id integer REFERENCES order_items(id) ON DELETE CASCADE,
      date_id integer NOT NULL REFERENCES event_dates(id),
      quantity integer NOT NULL,
      seats jsonb NOT NULL DEFAULT '[]',
      status integer NOT NULL DEFAULT 20
    );

    CREATE TABLE tours (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      museum_id integer REFERENCES museums(id),
      exhibition_id integer REFERENCES exhibitions(id),
      title jsonb NOT NULL,
      sub_title jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      picture jsonb NOT NULL DEFAULT '{}',
      location jsonb NOT NULL DEFAULT '{}',
      featured boolean NOT NULL DEFAULT false,
      bookable boolean NOT NULL DEFAULT true,
      registerable boolean NOT NULL DEFAULT false,
      category_id integer REFERENCES vocabularies(id),
      tag_ids integer[] NOT NULL DEFAULT '{}',
      language_ids integer[] NOT NULL DEFAULT '{}',
      age_group_ids integer[] NOT NULL DEFAULT '{}',
      grade_ids integer[] NOT NULL DEFAULT '{}',
      duration integer NOT NULL DEFAULT 60,
      participants_min integer NOT NULL DEFAULT 1,
      participants_max integer NOT NULL DEFAULT 25,
      tours_per_slot integer NOT NULL DEFAULT 2,
      first_start integer NOT NULL DEFAULT 600,
      last_start integer NOT NULL DEFAULT 960,
      weekdays integer[] NOT NULL DEFAULT '{1,2,3,4,5,6}',
      vat_pct numeric(5,2) NOT NULL DEFAULT 19,
      tax_included boolean NOT NULL DEFAULT true,
      discount integer NOT NULL DEFAULT 0,
      prices jsonb NOT NULL DEFAULT '[]',
      surcharges jsonb NOT NULL DEFAULT '[]',
      equipment jsonb NOT NULL DEFAULT '[]',
      limitations jsonb NOT NULL DEFAULT '{"language": false}',
      position integer NOT NULL DEFAULT 0
    );

    CREATE TABLE tour_bookings (
      id serial PRIMARY KEY,
      order_item_id integer REFERENCES order_items(id) ON DELETE CASCADE,
      tour_id integer NOT NULL REFERENCES tours(id),
      start_time timestamptz NOT NULL,
      participants integer NOT NULL,
      language_id integer,
      age_group_id integer,
      grade_id integer,
      equipment jsonb NOT NULL DEFAULT '[]',
      status integer NOT NULL DEFAULT 20
    );

    CREATE TABLE merchandises (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      title jsonb NOT NULL,
      sub_title jsonb NOT NULL DEFAULT '{}',
      description jsonb NOT NULL DEFAULT '{}',
      picture jsonb NOT NULL DEFAULT '{}',
      price_cents integer NOT NULL,
      vat_pct numeric(5,2) NOT NULL DEFAULT 19,
      tax_included boolean NOT NULL DEFAULT true,
      discount integer NOT NULL DEFAULT 0,
      stock integer,
      is_shipping_article boolean NOT NULL DEFAULT false,
      shipped_with_merchandise_id integer,
      position integer NOT NULL DEFAULT 0
    );

    CREATE TABLE coupons (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('value', 'ticket')),
      title jsonb NOT NULL,
      description jsonb NOT NULL DEFAULT '{}',
      content jsonb NOT NULL DEFAULT '{}',
      price_cents integer NOT NULL,
      value_cents integer,
      ticket_id integer REFERENCES tickets(id),
      stock integer,
      shipped_with_merchandise_id integer,
      position integer NOT NULL DEFAULT 0
    );

    -- A redeemable code: sold through the shop or issued by the operator.
    CREATE TABLE coupon_sales (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      code text NOT NULL,
      coupon_id integer REFERENCES coupons(id),
      value_cents integer NOT NULL DEFAULT 0,
      debit_cents integer NOT NULL DEFAULT 0,
      is_voucher_for integer REFERENCES tickets(id),
      valid_until date,
      order_item_id integer REFERENCES order_items(id),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (shop_id, code)
    );

    CREATE TABLE donation_campaigns (
      id serial PRIMARY KEY,
      shop_id integer NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
      name jsonb NOT NULL,
      position integer NOT NULL DEFAULT 0
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE donation_campaigns, coupon_sales, coupons, merchandises, tour_bookings, tours,
      event_bookings, event_dates, events, vocabularies CASCADE;
  `.execute(db);
}
