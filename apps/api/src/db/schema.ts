/**
 * The tables as queries see them, generated from a migrated SQLite database by kysely-codegen (see
 * docs/decisions/040); the FTS5 index tables are left out (modules/search reaches them in SQL of its own).
 */

import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;

export interface Addresses {
  address_line_1: string;
  address_line_2: string | null;
  city: string;
  country_code: Generated<string>;
  created_at: string;
  first_name: string;
  id: Generated<number>;
  is_default: Generated<number>;
  last_name: string;
  phone_number: string;
  state_code: string;
  updated_at: string;
  user_id: number;
  zip_code: string;
}

export interface BundleItems {
  bundle_id: number;
  child_id: number;
  position: Generated<number>;
  quantity: number;
}

export interface CartLines {
  cart_id: number;
  is_pre_ordered_item: Generated<number>;
  position: number;
  product_id: number;
  quantity: number;
}

export interface Carts {
  created_at: string;
  id: Generated<number>;
  token: string;
  updated_at: string;
  user_id: number | null;
  version: Generated<number>;
}

export interface CheckoutEvents {
  account_id: string | null;
  cart_token: string | null;
  created_at: string;
  customer_email: string | null;
  event_name: string;
  id: Generated<number>;
  line_items: string;
  server_or_client: string;
  visitor_id: string | null;
}

export interface ClientLogs {
  code: string | null;
  created_at: string;
  id: Generated<number>;
  level: string;
  message: string;
  metadata: string | null;
  path: string | null;
  user_id: number | null;
}

export interface CollectionProducts {
  collection_id: number;
  is_preordered: Generated<number>;
  is_visible: Generated<number>;
  position: number;
  product_id: number;
}

export interface CollectionMemberCounts {
  collection_id: number;
  n: number;
}

export interface Collections {
  collection_page_title: string;
  description: Generated<string>;
  full_handle: string;
  handle: string;
  hide_pricing: Generated<number>;
  id: Generated<number>;
  is_daily_deal: Generated<number>;
  no_sale_banner_image: string | null;
  page_image: string | null;
  parent_id: number | null;
  parent_menu_handle: string | null;
  parent_menu_name: string | null;
  position: Generated<number>;
  sale_banner_image: string | null;
  seo_description: Generated<string>;
  title: string;
}

export interface Events {
  campaign_id: string | null;
  created_at: string;
  hash: Generated<string>;
  hostname: Generated<string>;
  id: Generated<number>;
  location: Generated<string>;
  page_title: Generated<string>;
  page_type: string | null;
  path: string;
  payload: Generated<string>;
  referrer: Generated<string>;
  search: Generated<string>;
  session_id: string;
  type: string;
  visitor_id: string;
}

export interface Images {
  body: Buffer;
  content_encoding: string | null;
  content_type: string;
  created_at: string;
  path: string | null;
}

export interface MenuCategories {
  group_side: string;
  handle: string;
  id: Generated<number>;
  image_url: string | null;
  mobile_only: Generated<number>;
  position: number;
  title: string;
}

export interface MenuCollections {
  category_id: number;
  handle: string;
  hide_pricing: Generated<number>;
  id: Generated<number>;
  image_url: string | null;
  is_hidden: Generated<number>;
  parent_id: number | null;
  position: number;
  slug: string | null;
  subtitle: string | null;
  title: string;
}

export interface MenuProducts {
  category_id: number | null;
  id: Generated<number>;
  menu_collection_id: number | null;
  override_title: string | null;
  position: number;
  product_id: number;
  subtitle: string | null;
}

export interface Migrations {
  applied_at: string;
  id: Generated<number>;
  name: string;
}

export interface OrderLines {
  child_items: Generated<string>;
  displayed_sku: string;
  is_pre_ordered_item: number;
  name: string;
  order_id: number;
  original_unit_cents: number;
  position: number;
  product_id: number | null;
  quantity: number;
  sku: string;
  taken_lv_wh: Generated<number>;
  taken_tpa_wh: Generated<number>;
  unit_price_cents: number;
}

export interface Orders {
  billing_address: string;
  card_brand: string;
  card_last4: string;
  cart_token: string | null;
  confirmation_token: string;
  created_at: string;
  discounts_total_cents: number;
  email: string;
  first_name: string;
  id: Generated<number>;
  idempotency_key: string;
  is_dealer: number;
  last_name: string;
  order_number: string | null;
  original_total_cents: number;
  payment_reference: string;
  phone: string;
  request_fingerprint: string;
  shipping_address: string;
  shipping_cents: number;
  status: string;
  subtotal_cents: number;
  total_cents: number;
  user_id: number | null;
  carrier: string | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  refunded_cents: Generated<number>;
}

export interface PreorderInfo {
  id: Generated<number>;
  in_stock_eta_date: string | null;
  is_pre_order_eligible: Generated<number>;
  is_pre_order_enabled: Generated<number>;
  manual_override_eta_date: string | null;
  product_id: number;
}

export interface ProductImages {
  alt_text: Generated<string>;
  position: number;
  product_id: number;
  url: string;
}

export interface ProductProperties {
  key: string;
  position: Generated<number>;
  product_id: number;
  value: string;
}

export interface Products {
  block_backorder: Generated<number>;
  category: string | null;
  compatibility_notes: string | null;
  created_at: string;
  description: Generated<string>;
  discontinued: Generated<number>;
  enabled_on_site: Generated<number>;
  frequently_bought_together: Generated<string>;
  google_product_line: string | null;
  id: Generated<number>;
  is_daily_deal: Generated<number>;
  is_parent: Generated<number>;
  name: string;
  path: string;
  price_cents: number;
  price_dealer_cents: number | null;
  price_map_cents: number;
  price_msrp_cents: number;
  primary_collection_id: number | null;
  product_type: string;
  sale_enabled: Generated<number>;
  seo_description: Generated<string>;
  seo_title: Generated<string>;
  site_handle: string;
  site_name: string;
  sku: string;
  slug: string;
  total_subwoofer_holes: number | null;
  turnover_30d_cents: Generated<number>;
  upc: string | null;
  variant_option_one_name: string | null;
  variant_option_one_value: string | null;
  variant_option_three_name: string | null;
  variant_option_three_value: string | null;
  variant_option_two_name: string | null;
  variant_option_two_value: string | null;
  variant_parent_sku: string | null;
  vendor: Generated<string>;
  weight: number | null;
}

export interface ProductSearchCards {
  product_id: Generated<number>;
  search_rowid: number;
}

export interface ProductSearchPaused {
  id: Generated<number>;
}

export interface ProductSearchReindex {
  product_id: string | null;
}

export interface ProductSearchState {
  id: Generated<number>;
  version: number;
  /** Bumped when what the index reads as text changes, not by turnover (migration 022). */
  content_version: Generated<number>;
}

export interface ProductTabs {
  product_id: Generated<number>;
  tab_box_info: Generated<string>;
}

export interface PushSends {
  body: string;
  delivered: number;
  failed: number;
  finished_at: string;
  id: Generated<number>;
  removed: number;
  skipped: Generated<number>;
  started_at: string;
  title: string;
  total: number;
  url: string;
}

export interface PushSubscriptions {
  auth: string;
  created_at: string;
  endpoint: string;
  failures: Generated<number>;
  id: Generated<number>;
  last_success_at: string | null;
  p256dh: string;
  updated_at: string;
  user_id: number | null;
}

export interface Ratings {
  avg_rating: Generated<number>;
  count: Generated<number>;
  product_id: Generated<number>;
}

export interface Returns {
  created_at: string;
  id: Generated<number>;
  line_position: number;
  note: string | null;
  order_id: number;
  quantity: number;
  reason: string;
  status: Generated<string>;
  updated_at: string;
  /** The order's account; NULL for a guest order's return (migration 030). */
  user_id: number | null;
  decision_note: string | null;
  resellable: number | null;
  refunded_cents: number | null;
}

export interface ReviewImages {
  height: number;
  position: number;
  review_id: number;
  thumb_url: string;
  url: string;
  width: number;
}

export interface Reviews {
  body: string;
  created_at: string;
  id: Generated<number>;
  product_id: number;
  rating: number;
  reply_at: Generated<string | null>;
  reply_body: Generated<string | null>;
  reviewer_name: string;
  sku: string;
  status: Generated<string>;
  thumbs_up: Generated<number>;
  title: string;
  user_id: number | null;
  verified: Generated<string>;
}

export interface ReviewUploads {
  created_at: string;
  height: number;
  id: string | null;
  image: Buffer;
  review_id: number | null;
  thumb: Buffer;
  user_id: number;
  width: number;
}

export interface ReviewVotes {
  created_at: string;
  review_id: number;
  voter: string;
}

export interface Sales {
  expires_at: string;
  id: Generated<number>;
  is_active: number;
  name: string;
  position: number;
  settings: string;
  starts_at: string | null;
}

export interface SavedCards {
  card_brand: string;
  created_at: string;
  exp_month: string;
  exp_year: string;
  id: Generated<number>;
  is_default: Generated<number>;
  last4: string;
  nickname: string | null;
  provider_reference: string;
  updated_at: string;
  user_id: number;
}

export interface Stock {
  lv_wh: Generated<number>;
  product_id: Generated<number>;
  tpa_wh: Generated<number>;
  updated_at: string;
}

export interface Subscribers {
  created_at: string;
  email: string | null;
  email_consent: Generated<number>;
  email_consent_ts: string | null;
  email_opted_out_ts: string | null;
  form_type: string | null;
  id: Generated<number>;
  phone: string | null;
  popup_code: string | null;
  sms_consent: Generated<number>;
  sms_consent_ts: string | null;
  sms_opted_out_ts: string | null;
  source: string;
  updated_at: string;
  user_id: number | null;
}

export interface TurnoverDays {
  cents: number;
  day: string;
  product_id: number;
}

export interface Users {
  created_at: string;
  email: string;
  email_consent: Generated<number>;
  first_name: string | null;
  id: Generated<number>;
  is_dealer: Generated<number>;
  last_name: string | null;
  password_hash: string;
  phone: string | null;
  role: Generated<number>;
  sms_consent: Generated<number>;
  token_version: Generated<number>;
  updated_at: string;
  email_verified_at: string | null;
  is_admin: Generated<number>;
  /** When an administrator disabled the account (migration 015); null while it may sign in. */
  disabled_at: Generated<string | null>;
  /** How often the account signed in (migration 029); null for an account made before they were counted. */
  sign_ins: Generated<number | null>;
}

export interface DealerApplications {
  business_name: string;
  contact_name: string;
  created_at: string;
  decided_at: string | null;
  decided_by: number | null;
  email: string;
  id: Generated<number>;
  note: string | null;
  phone: string;
  status: Generated<string>;
  tax_id: string;
  user_id: number;
}

export interface VehicleFitment {
  make: string;
  model: string;
  product_id: number;
  subwoofer_size: Generated<string>;
  type: string;
  year_end: number | null;
  year_start: number;
}

export interface VehicleFitmentFacets {
  collection_id: number;
  make: string;
  model: string;
  n: number;
  subwoofer_size: string;
  type: string;
  year_end: number;
  year_start: number;
}

export interface VehicleFitmentProductSets {
  product_id: number;
  set_key: string;
}

export interface VehicleFitmentSetMembers {
  collection_id: number;
  n: number;
  set_key: string;
}

export interface VehicleFitmentSetPages {
  collection_id: number;
  is_preordered: number;
  position: number;
  product_id: number;
  set_key: string;
}

export interface VehicleFitmentSetRows {
  make: string;
  model: string;
  set_key: string;
  subwoofer_size: string;
  type: string;
  year_end: number | null;
  year_start: number;
}

export interface Visitors {
  campaign_id: string | null;
  event_count: Generated<number>;
  first_seen_at: string;
  id: string;
  last_seen_at: string;
}

export interface Settings {
  created_at: string;
  key: string;
  value: string;
}

export interface MailOutbox {
  attempts: Generated<number>;
  created_at: string;
  headers: Generated<string>;
  html: string;
  id: Generated<number>;
  kind: string;
  last_error: string | null;
  message_key: string;
  next_attempt_at: string;
  sent_at: string | null;
  status: Generated<'queued' | 'sent' | 'failed'>;
  subject: string;
  text: string;
  to_address: string;
}

export interface OneTimeLinks {
  created_at: string;
  email: string;
  expires_at: string;
  id: Generated<number>;
  payload: string | null;
  purpose: 'password-reset' | 'email-verification' | 'marketing-confirmation';
  token_hash: string;
  used_at: string | null;
  user_id: number | null;
}

export interface ApiKeys {
  created_at: string;
  created_by: number | null;
  id: Generated<number>;
  key_hash: string;
  last_used_at: string | null;
  name: string;
  prefix: string;
  revoked_at: string | null;
  scopes: string;
}

export interface AuditLog {
  action: string;
  actor: string;
  after: string | null;
  before: string | null;
  created_at: string;
  entity: string;
  entity_id: string;
  id: Generated<number>;
}

export interface OrderRefunds {
  actor: string;
  amount_cents: number;
  created_at: string;
  id: Generated<number>;
  order_id: number;
  reason: string;
  return_id: number | null;
}

export interface OrderEvents {
  action: string;
  actor: string;
  created_at: string;
  detail: string;
  id: Generated<number>;
  order_id: number;
}

export interface RateLimits {
  hits: number;
  key: string;
  reset_at: number;
}

export interface DB {
  addresses: Addresses;
  bundle_items: BundleItems;
  cart_lines: CartLines;
  carts: Carts;
  checkout_events: CheckoutEvents;
  client_logs: ClientLogs;
  collection_member_counts: CollectionMemberCounts;
  collection_products: CollectionProducts;
  collections: Collections;
  dealer_applications: DealerApplications;
  events: Events;
  images: Images;
  menu_categories: MenuCategories;
  menu_collections: MenuCollections;
  menu_products: MenuProducts;
  migrations: Migrations;
  order_lines: OrderLines;
  orders: Orders;
  preorder_info: PreorderInfo;
  product_images: ProductImages;
  product_properties: ProductProperties;
  product_search_cards: ProductSearchCards;
  product_search_paused: ProductSearchPaused;
  product_search_reindex: ProductSearchReindex;
  product_search_state: ProductSearchState;
  product_tabs: ProductTabs;
  products: Products;
  push_sends: PushSends;
  push_subscriptions: PushSubscriptions;
  ratings: Ratings;
  returns: Returns;
  review_images: ReviewImages;
  review_uploads: ReviewUploads;
  review_votes: ReviewVotes;
  reviews: Reviews;
  mail_outbox: MailOutbox;
  one_time_links: OneTimeLinks;
  api_keys: ApiKeys;
  audit_log: AuditLog;
  order_refunds: OrderRefunds;
  order_events: OrderEvents;
  rate_limits: RateLimits;
  sales: Sales;
  settings: Settings;
  saved_cards: SavedCards;
  stock: Stock;
  subscribers: Subscribers;
  turnover_days: TurnoverDays;
  users: Users;
  vehicle_fitment: VehicleFitment;
  vehicle_fitment_facets: VehicleFitmentFacets;
  vehicle_fitment_product_sets: VehicleFitmentProductSets;
  vehicle_fitment_set_members: VehicleFitmentSetMembers;
  vehicle_fitment_set_pages: VehicleFitmentSetPages;
  vehicle_fitment_set_rows: VehicleFitmentSetRows;
  visitors: Visitors;
}
