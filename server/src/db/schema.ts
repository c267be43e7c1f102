import type { ColumnType, Generated, JSONColumnType } from 'kysely';

/** Text per locale, e.g. {"de": "Führung", "en": "Guided tour"}. */
export type Localized = Record<string, string>;
type Json<T extends object | null> = JSONColumnType<T, T | string, T | string>;

/**
 * 0009 `audience_prices`: `{"<price target audience id>": [price, …]}`, each price shaped like
 * the public one it replaces; optional on insert (default '{}').
 */
export type AudiencePrices = Record<string, Record<string, unknown>[]>;
type AudiencePricesColumn = ColumnType<AudiencePrices, AudiencePrices | string | undefined, AudiencePrices | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Numeric = ColumnType<string, number | string, number | string>;

export interface Picture {
  title?: string | null; description?: string | null; copyright_info?: string | null;
  teaser?: string | null; preview?: string | null; article?: string | null; detail?: string | null;
  thumbnail?: string | null; original?: string | null;
}
export interface Location {
  name?: string; city?: string; country?: string; street?: string; zip?: string;
  latitude?: number; longitude?: number;
}

export interface ShopsTable {
  id: Generated<number>; slug: string; hosts: string[]; name: string; locales: Generated<string[]>;
  currency: Generated<string>; settings: Json<Record<string, unknown>>; config: Json<Record<string, unknown>>;
  /** locale → key → text (UI translations the operator overrides). */
  translations: Json<Record<string, Record<string, string>>>;
  /** locale → key → HTML (content pages and blocks). */
  content: Json<Record<string, Record<string, string>>>;
  maintenance: Generated<boolean>; is_default: Generated<boolean>; created_at: Generated<Timestamp>;
}
export interface PaymentModesTable {
  id: number; shop_id: number; name: Json<Localized>; kind: string; provider: Generated<string>;
  icons: Generated<string[]>; position: Generated<number>; settings: Json<Record<string, unknown>>;
}
export interface MuseumsTable {
  id: Generated<number>; shop_id: number; title: Json<Localized>; sub_title: Json<Localized>;
  description: Json<Localized>; picture: Json<Picture>; content: Json<Record<string, Localized>>;
  location: Json<Location>;
  /** weekday (0 = Sunday) → [open minute, close minute], missing = closed. */
  opening_hours: Json<Record<string, [number, number]>>; position: Generated<number>;
}
export interface ExhibitionsTable {
  id: Generated<number>; shop_id: number; museum_id: number; title: Json<Localized>; sub_title: Json<Localized>;
  slider_description: Json<Localized>; description: Json<Localized>; featured: Generated<boolean>;
  picture: Json<Picture>; content: Json<Record<string, Localized>>; location: Json<Location>;
  time_frames: Json<{ start_at: string; end_at: string }[]>; position: Generated<number>;
}
export interface TicketsTable {
  id: Generated<number>; shop_id: number; title: Json<Localized>; sub_title: Json<Localized>;
  description: Json<Localized>; after_sale_information: Json<Localized>; content: Json<Record<string, Localized>>;
  location: Json<Location>; ticket_type: 'normal' | 'time_slot' | 'annual'; bookable: Generated<boolean>;
  museum_ids: Generated<number[]>; exhibition_ids: Generated<number[]>; price_cents: number;
  /** "YYYY-MM-DD" or ISO datetime → price in cents for that day or slot. */
  dynamic_prices: Json<Record<string, number>>; discount: Generated<number>; vat_pct: Numeric;
  tax_included: Generated<boolean>; first_entry: Generated<number>; last_entry: Generated<number>;
  entry_duration: number | null; min_persons: Generated<number>; max_persons: Generated<number>;
  personalizeable: Generated<boolean>; attendees: string | null; identification: Generated<boolean>;
  free_timing: Generated<boolean>; is_mantle: Generated<boolean>;
  /** mantle tickets: sub-ticket id → places of that sub-ticket per unit. */
  sub_tickets: Json<Record<string, number>>; is_sub_ticket: Generated<boolean>;
  shipped_with_merchandise_id: number | null;
  /** null = everyone; otherwise only callers of these price target audiences see it. */
  price_target_audience_ids: number[] | null;
  valid_from: ColumnType<Date | null, string | null, string | null>;
  valid_to: ColumnType<Date | null, string | null, string | null>;
  weekdays: Generated<number[]>; position: Generated<number>;
  /** 0013: whether an annual ticket's holder photo is required. */
  photo_mandatory: Generated<PhotoMandatory>;
  /** 0017: who one unit admits (party calculator, issue 18); null = not described. */
  party_rules: ColumnType<PartyRuleRow[] | null, string | null | undefined, string | null>;
}
/** One slot of a ticket unit: how many people of a kind (and age range) it admits. */
export interface PartyRuleRow { kind: 'adult' | 'reduced' | 'child'; min: number; max: number; min_age?: number; max_age?: number }
export type PhotoMandatory = 'mandatory' | 'optional' | 'none';
export interface TicketGroupsTable {
  id: Generated<number>; shop_id: number; name: string; title: Json<Localized>; ticket_ids: number[];
  position: Generated<number>;
}
export interface QuotasTable {
  id: Generated<number>; shop_id: number; name: string; capacity: number; closed_weekdays: Generated<number[]>;
}
export interface QuotaTicketsTable { quota_id: number; ticket_id: number }
export interface QuotaOverridesTable { quota_id: number; start_at: Timestamp; capacity: number }
export interface CustomersTable {
  id: Generated<number>; shop_id: number; email: string; data: Json<Record<string, unknown>>;
  level: Generated<number>; created_at: Generated<Timestamp>;
  /** 0005-accounts: null for guests (level 10), who have no password. */
  password_hash: string | null; confirmed_at: Timestamp | null; confirmation_token: string | null;
  salutation_id: number | null; name: Generated<string>; surname: Generated<string>; language_id: number | null;
  customer_type: Generated<'1' | '3'>; price_target_audience_id: number | null;
  date_of_birth: ColumnType<string | null, string | null, string | null>; newsletter_group_ids: Generated<number[]>;
  selected_address_id: number | null;
  /** 0013: annual holders are found by this random token; set for holders created with an order's token. */
  personalization_token: Generated<string | null>; created_for_order_id: Generated<number | null>;
}
export interface OrdersTable {
  id: Generated<number>; shop_id: number; token: string; customer_id: number | null;
  payment_mode_id: number | null; payment_status: Generated<number>; is_valid: Generated<boolean>;
  canceled: Generated<boolean>; total_price_cents: number; comment: string | null; reference: string | null;
  locale: Generated<string>; source: Generated<string>; billing_address_id: number | null;
  shipping_address_id: number | null; payment_deadline: Timestamp | null;
  data: Json<Record<string, unknown>>; created_at: DefaultNow;
  /** 0015: the buyer's rating of the purchase (PUT /orders/{id}/rate). */
  rating: number | null; rating_comment: string | null; rated_at: NullableTimestamp;
}
export interface OrderItemsTable {
  id: Generated<number>; order_id: number; type: string; price_cents: number; vat_pct: Numeric;
  tax_included: Generated<boolean>; quantity: Generated<number>; attributes: Json<Record<string, unknown>>;
  position: Generated<number>;
}
export interface TicketSalesTable {
  id: Generated<number>; order_item_id: number; ticket_id: number; quantity: number;
  start_at: Timestamp | null; sub_ticket_times: Json<Record<string, string>>;
  attendees: Json<Record<string, string>[]>;
  /** 0013: annual tickets: when the card was sent, and the dispatch status. */
  sent_at: Generated<Date | null>; status: Generated<'ready_to_send' | 'sent'>;
}
export interface BarcodesTable { id: Generated<number>; ticket_sale_id: number; barcode: string }
export interface ReservationsTable {
  token: string; shop_id: number; ticket_id: number; quantity: number; start_at: Timestamp;
  valid_until: Timestamp; hard_expires_at: Timestamp; consumed_by_order_id: number | null;
  created_at: Generated<Timestamp>;
}
export interface QuotaUsagesTable {
  id: Generated<string>; quota_id: number; start_at: Timestamp; quantity: number;
  reservation_token: string | null; order_id: number | null;
}
export interface QuotaCountersTable { quota_id: number; start_at: Timestamp; used: number }
export interface VocabulariesTable {
  id: Generated<number>; shop_id: number;
  /** category | language | age_group | audience | catch_word | proposal_category | grade | disablement, prefixed event_ or tour_ */
  kind: string; name: Json<Localized>; filtername: string | null;
}
export interface EventsTable {
  id: Generated<number>; shop_id: number; museum_id: number | null; exhibition_id: number | null;
  title: Json<Localized>; sub_title: Json<Localized>; description: Json<Localized>;
  content: Json<Record<string, Localized>>; picture: Json<Picture>; location: Json<Location>;
  featured: Generated<boolean>; bookable: Generated<boolean>; registerable: Generated<boolean>;
  ticket_sales_in_shop: Generated<boolean>; ticket_ids: Generated<number[]>; category_id: number | null;
  tag_ids: Generated<number[]>; language_ids: Generated<number[]>; vat_pct: Numeric;
  tax_included: Generated<boolean>; discount: Generated<number>;
  /** requirements/api.md §6.6 price objects, titles localized. */
  prices: Json<Record<string, unknown>[]>;
  /** requirements/api.md §6.6 seating plan, or null for unseated events. */
  seating: Json<Record<string, unknown>> | null; position: Generated<number>;
  /** 0009: special prices per price target audience (shared/audience-prices.ts). */
  audience_prices: AudiencePricesColumn;
}
export interface EventDatesTable {
  id: Generated<number>; event_id: number; start_time: Timestamp; duration: Generated<number>;
  language_id: number | null; seats_max: number; seats_min: Generated<number>;
  max_per_registration: number | null; title: Json<Localized>; sub_title: Json<Localized>;
  description: Json<Localized>; bookable: Generated<boolean>;
}
export interface EventBookingsTable {
  id: Generated<number>; order_item_id: number | null; date_id: number; quantity: number;
  seats: Json<{ seat_id: number; scale_price_id: number }[]>; status: Generated<number>;
}
export interface ToursTable {
  id: Generated<number>; shop_id: number; museum_id: number | null; exhibition_id: number | null;
  title: Json<Localized>; sub_title: Json<Localized>; description: Json<Localized>;
  content: Json<Record<string, Localized>>; picture: Json<Picture>; location: Json<Location>;
  featured: Generated<boolean>; bookable: Generated<boolean>; registerable: Generated<boolean>;
  category_id: number | null; tag_ids: Generated<number[]>; language_ids: Generated<number[]>;
  age_group_ids: Generated<number[]>; grade_ids: Generated<number[]>; duration: Generated<number>;
  participants_min: Generated<number>; participants_max: Generated<number>; tours_per_slot: Generated<number>;
  first_start: Generated<number>; last_start: Generated<number>; weekdays: Generated<number[]>;
  vat_pct: Numeric; tax_included: Generated<boolean>; discount: Generated<number>;
  prices: Json<Record<string, unknown>[]>; surcharges: Json<Record<string, unknown>[]>;
  equipment: Json<Record<string, unknown>[]>; limitations: Json<{ language: boolean }>;
  position: Generated<number>;
  /** 0009: special participant prices and surcharges per price target audience (shared/audience-prices.ts). */
  audience_prices: AudiencePricesColumn;
}
export interface TourBookingsTable {
  id: Generated<number>; order_item_id: number | null; tour_id: number; start_time: Timestamp;
  participants: number; language_id: number | null; age_group_id: number | null; grade_id: number | null;
  equipment: Json<{ id: number; quantity: number }[]>; status: Generated<number>;
}
export interface MerchandisesTable {
  id: Generated<number>; shop_id: number; title: Json<Localized>; sub_title: Json<Localized>;
  description: Json<Localized>; picture: Json<Picture>; price_cents: number; vat_pct: Numeric;
  tax_included: Generated<boolean>; discount: Generated<number>; stock: number | null;
  is_shipping_article: Generated<boolean>; shipped_with_merchandise_id: number | null; position: Generated<number>;
}
export interface CouponsTable {
  id: Generated<number>; shop_id: number; kind: 'value' | 'ticket'; title: Json<Localized>;
  description: Json<Localized>; content: Json<Record<string, Localized>>; price_cents: number;
  value_cents: number | null; ticket_id: number | null; stock: number | null;
  shipped_with_merchandise_id: number | null; position: Generated<number>;
}
export interface CouponSalesTable {
  id: Generated<number>; shop_id: number; code: string; coupon_id: number | null; value_cents: Generated<number>;
  debit_cents: Generated<number>; is_voucher_for: number | null;
  valid_until: ColumnType<Date | null, string | null, string | null>; order_item_id: number | null;
  created_at: Generated<Timestamp>;
}
export interface DonationCampaignsTable {
  id: Generated<number>; shop_id: number; name: Json<Localized>; position: Generated<number>;
}

export interface Database {
  shops: ShopsTable; payment_modes: PaymentModesTable; museums: MuseumsTable; exhibitions: ExhibitionsTable;
  tickets: TicketsTable; ticket_groups: TicketGroupsTable; quotas: QuotasTable; quota_tickets: QuotaTicketsTable;
  quota_overrides: QuotaOverridesTable; customers: CustomersTable; orders: OrdersTable;
  order_items: OrderItemsTable; ticket_sales: TicketSalesTable; barcodes: BarcodesTable;
  reservations: ReservationsTable; quota_usages: QuotaUsagesTable; quota_counters: QuotaCountersTable; vocabularies: VocabulariesTable;
  events: EventsTable; event_dates: EventDatesTable; event_bookings: EventBookingsTable; tours: ToursTable;
  tour_bookings: TourBookingsTable; merchandises: MerchandisesTable; coupons: CouponsTable;
  coupon_sales: CouponSalesTable; donation_campaigns: DonationCampaignsTable;
  customer_addresses: CustomerAddressesTable; auth_tokens: AuthTokensTable; password_resets: PasswordResetsTable;
  auth_attempts: AuthAttemptsTable; price_target_audiences: PriceTargetAudiencesTable;
  customer_salutations: CustomerSalutationsTable; newsletter_subscriber_groups: NewsletterSubscriberGroupsTable;
  operators: OperatorsTable; operator_sessions: OperatorSessionsTable; settings_versions: SettingsVersionsTable;
  settings_drafts: SettingsDraftsTable; order_donations: OrderDonationsTable; coupon_redemptions: CouponRedemptionsTable;
  vip_codes: VipCodesTable; queue_visitors: QueueVisitorsTable;
  affiliate_programs: AffiliateProgramsTable; affiliate_referrals: AffiliateReferralsTable;
  annual_personalizations: AnnualPersonalizationsTable;
  seat_holds: SeatHoldsTable;
}

/** 0005-accounts. `adress` spellings follow the contract (requirements/api.md §16). */
export interface CustomerAddressesTable {
  id: Generated<number>; customer_id: number; adressat: Generated<string>; street: Generated<string>;
  zip: Generated<string>; city: Generated<string>; country_id: number | null;
  /** 0 customer, 1 invoice, 2 delivery (requirements/accounts.md §9.1 Accounts). */
  adress_type_id: Generated<number>; vat_number: string | null; institution_name: string | null;
  cost_centre: string | null; has_collective_invoice_payment: Generated<boolean>;
  price_target_audience_id: number | null; created_at: Generated<Timestamp>;
}
/** One row per signed-in client (device) of a customer; only the SHA-256 of the token is stored. */
export interface AuthTokensTable {
  customer_id: number; client: string; token_hash: string; expiry: Timestamp; created_at: Generated<Timestamp>;
  /** 0008: the token this one replaced, accepted for a short grace period after rotated_at. */
  previous_token_hash: string | null; rotated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
export interface PasswordResetsTable {
  token_hash: string; customer_id: number; expires_at: Timestamp; used_at: Timestamp | null;
}
export interface AffiliateProgramsTable { id: Generated<number>; shop_id: number; token: string; name: string; active: Generated<boolean> }
export interface AffiliateReferralsTable { id: Generated<number>; program_id: number; campaign: string | null; tracked_at: Timestamp }
export interface QueueVisitorsTable {
  id: Generated<number>; shop_id: number; token_hash: string; entered_at: Timestamp;
  admitted_at: NullableTimestamp; seen_at: Timestamp; left_at: NullableTimestamp;
}
/** 0014: a signed-in customer's hold on one seat of an event date, until expires_at. */
export interface SeatHoldsTable { date_id: number; seat_id: number; customer_id: number; expires_at: Timestamp }
export interface VipCodesTable {
  id: Generated<number>; shop_id: number; code: string; price_target_audience_id: number;
  valid_until: string | null; max_uses: number | null; uses: Generated<number>;
}
export interface AuthAttemptsTable { id: Generated<string>; key: string; at: Timestamp }
export interface PriceTargetAudiencesTable { id: number; shop_id: number; name: Json<Localized> }
export interface CustomerSalutationsTable { id: number; shop_id: number; name: Json<Localized>; position: Generated<number> }
export interface NewsletterSubscriberGroupsTable {
  id: number; shop_id: number; name: Json<Localized>; checkbox_text: Json<Localized>; checked: Generated<boolean>;
}

/** 0006-operators: the operator preview. Session rows hold only the SHA-256 of the cookie token. */
// Timestamps with a database default that inserts may still set (Generated<Timestamp> does not accept a Date).
type DefaultNow = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
export interface OperatorsTable {
  id: Generated<number>; shop_id: number; email: string; name: string; password_hash: string; created_at: DefaultNow;
}
export interface OperatorSessionsTable { token_hash: string; operator_id: number; expires_at: Timestamp; created_at: DefaultNow }
/** What the operator edits and publishes: settings, translations and content as shops.* holds them. */
export interface ShopData {
  settings: Record<string, unknown>; translations: Record<string, Record<string, unknown>>;
  content: Record<string, Record<string, string>>; config: { custom_css: string; custom_js: string };
}
export interface SettingsVersionsTable {
  id: Generated<number>; shop_id: number; number: number; settings: Json<ShopData['settings']>;
  translations: Json<ShopData['translations']>; content: Json<ShopData['content']>; config: Json<ShopData['config']>;
  author_id: number | null; created_at: DefaultNow; summary: string; based_on_number: number | null;
  published_at: NullableTimestamp;
}
export interface SettingsDraftsTable {
  shop_id: number; data: Json<ShopData>; base_version: number | null; revision: number; updated_by: number | null;
  updated_at: Timestamp;
}

/** 0007-order-flow: donations of an order and the coupon codes it redeems (requirements/cart.md §3.5, requirements/cart.md §3.6). */
export interface OrderDonationsTable {
  id: Generated<number>; order_id: number; donation_campaign_id: number; donation_cents: number;
}
export interface CouponRedemptionsTable {
  id: Generated<number>; order_id: number; coupon_sale_id: number; amount_cents: number; applied_at: Timestamp | null;
}

/** 0013: one slot per unit of an annual ticket sale; the photo is stored inline. */
export interface AnnualPersonalizationsTable {
  id: Generated<number>; ticket_sale_id: number; position: number; customer_id: number | null; address_id: number | null;
  dispatch_mode_id: number | null; photo: Buffer | null; photo_content_type: string | null; photo_updated_at: Timestamp | null;
}
