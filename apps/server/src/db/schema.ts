import type { Generated } from 'kysely';

/**
 * The shape of every table, as Kysely sees it. Timestamps we own are ISO-8601 UTC text in
 * both databases (docs/decisions/0002-text-timestamps.md), so no code path depends on the driver.
 */
export interface AppSettingsTable {
  key: string;
  value: string;
}

/** Owned by better-auth (docs/decisions/0001); listed here so our queries can join it. */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean | number;
  image: string | null;
  username: string | null;
  /** Settings' "Show quantities in" (@hearth/shared/unit-system-choice). */
  units: string | null;
  /** Settings' "Language" (a tag of @hearth/shared/locales); null follows the browser. */
  language: string | null;
  /** Settings' "What I check off" (@hearth/shared/put-in-pantry-choice). */
  put_in_pantry: string | null;
  /** The admin plugin's: 'admin' runs the server, 'user' (or null, before it existed) cooks. */
  role: string | null;
  /** The admin plugin's: a disabled account cannot sign in and has no sessions. */
  banned: boolean | number | null;
  ban_reason: string | null;
  ban_expires: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** Owned by better-auth: one row per signed-in device; `token` is the unsigned session token. */
export interface SessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: string | Date;
  /** The admin plugin's; always null here, since impersonation is not allowed. */
  impersonated_by: string | null;
  created_at: string | Date;
  updated_at: string | Date;
}

/** Owned by better-auth: how a user signs in ('credential' holds the password hash). */
export interface AccountsTable {
  id: string;
  user_id: string;
  provider_id: string;
}

/** Lists and instructions are JSON text: they are always read and written with their dish. */
export interface DishesTable {
  id: Generated<number>;
  owner_id: string;
  dish_name: string;
  description: string;
  prep_time: number | null;
  cook_time: number | null;
  total_time: number | null;
  servings: number | null;
  difficulty: string;
  image_url: string;
  source_url: string;
  notes: string;
  tags: string;
  ingredients: string;
  instructions: string;
  utensils: string;
  /** The gallery: stored pictures' paths in their order (docs/decisions/0072). */
  pictures: Generated<string>;
  /** Each step's picture by the step's place, '' for none. */
  step_pictures: Generated<string>;
  created_at: string;
  updated_at: string;
}

/** A meal on a date. `dish_text_fallback` keeps a name to show once the dish is gone. */
export interface MealsTable {
  id: Generated<number>;
  creator_id: string;
  date: string;
  meal_type: string;
  meal_status: string;
  dish_id: number | null;
  dish_text_fallback: string | null;
  notes: string | null;
  /** The hearth the meal is planned in; null for a personal meal. */
  hearth_id: number | null;
  /** Meals made by one "Repeat" share this (the first occurrence's id); null for a single meal. */
  series_id: number | null;
  created_at: string;
  updated_at: string;
}

/** A shared planning space (docs/product.md#hearths). Dates are YYYY-MM-DD. */
export interface HearthsTable {
  id: Generated<number>;
  name: string;
  start_date: string;
  end_date: string;
  creator_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface HearthMembersTable {
  hearth_id: number;
  user_id: string;
  role: string;
  joined_at: string;
}

/** An invitation link. Only a hash of its token is kept, so the table cannot be used to join. */
export interface HearthInvitesTable {
  /** Public id, for owners to list and revoke links; the token itself is never kept. */
  id: string;
  token_hash: string;
  hearth_id: number;
  role: string;
  created_by: string;
  created_at: string;
  expires_at: string;
}

/** When someone left or was removed from a hearth: links made before then no longer bring them back. */
export interface HearthDeparturesTable {
  hearth_id: number;
  user_id: string;
  left_at: string;
}

/** An Instacart shopping-list page already made, found again by a hash of the list it shows. */
export interface ShoppingLinksTable {
  request_hash: string;
  products_link_url: string;
  created_at: string;
  expires_at: string;
}

/** A picture from a photo upload, already re-encoded (see modules/images). */
export interface ImagesTable {
  id: string;
  owner_id: string;
  content_type: string;
  byte_size: number;
  bytes: Buffer;
  created_at: string;
}

/** One cook's list (owner_id) or one hearth's (hearth_id); exactly one of the two is set. */
export interface ShoppingListsTable {
  id: Generated<number>;
  owner_id: string | null;
  hearth_id: number | null;
  created_at: string;
}

/**
 * An item on a list. `checked` is 0 or 1. `version` goes up with every change; the two
 * `*_version` columns say at which version the check mark and the details (name, quantity,
 * unit, aisle) last changed. `sources` is JSON: the dishes the item is for.
 */
export interface ShoppingListItemsTable {
  id: Generated<number>;
  list_id: number;
  name: string;
  food_key: string;
  quantity: number;
  unit: string;
  aisle: string;
  checked: number;
  sources: string;
  version: number;
  checked_version: number;
  details_version: number;
  created_at: string;
  updated_at: string;
}

/** A dish a cook cooked on a day with no meal picked (YYYY-MM-DD), at most once a day. */
export interface DishCookingsTable {
  id: Generated<number>;
  dish_id: number;
  user_id: string;
  cooked_on: string;
  created_at: string;
  rating: number | null;
  note: string | null;
  image_url: string | null;
  /** The planned meal this cooking was marked on; that meal counts in the history, this entry not again. */
  meal_id: number | null;
  updated_at: string | null;
}

/** A dish's public link: the token's nonce and hash, never the token (see migration 0054). */
export interface DishShareLinksTable {
  id: Generated<number>;
  dish_id: number;
  nonce: string;
  token_hash: string;
  /** 1 when search engines may index the page. */
  indexable: number;
  created_at: string;
}

/** A cook's favourite dish (their own or one a hearth lets them read), once each. */
export interface DishFavouritesTable {
  id: Generated<number>;
  user_id: string;
  dish_id: number;
  created_at: string;
}

/** A cook's correction of the aisle a food is in. */
export interface FoodAislesTable {
  user_id: string;
  food_key: string;
  aisle: string;
}

/** Changes to a list already made under an Idempotency-Key: a replay of one changes nothing. */
export interface ShoppingListRequestsTable {
  list_id: number;
  idempotency_key: string;
  created_at: string;
}

/** A live event in the outbox (modules/events); `payload` is its JSON. */
export interface LiveEventsTable {
  id: Generated<number>;
  user_id: string | null;
  hearth_id: number | null;
  payload: string;
  created_at: string;
}

/** A dish its owner shared into a hearth's cookbook; goes when the owner leaves the hearth. */
export interface DishSharesTable {
  id: Generated<number>;
  dish_id: number;
  hearth_id: number;
  owner_id: string;
  shared_at: string;
}

/** Each cook's current calendar key generation; resetting the addresses replaces the nonce. */
export interface CalendarKeysTable {
  user_id: string;
  nonce: string;
  created_at: string;
}

/** A private calendar address, found by the SHA-256 of its token (the token is never kept). */
export interface CalendarFeedsTable {
  token_hash: string;
  user_id: string;
  /** The hearth whose meals the feed lists; null for the cook's personal meals. */
  hearth_id: number | null;
  created_at: string;
  /** SHA-256 of the feed as last served, and when it last changed (null until first read). */
  content_hash: string | null;
  content_changed_at: string | null;
}

/** An export file being imported, or imported (modules/imports/jobs/import-jobs.repository.ts). */
export interface ImportJobsTable {
  id: Generated<number>;
  owner_id: string;
  file_name: string;
  format: string;
  /** running, done or failed. */
  status: string;
  total: number;
  done: number;
  imported: number;
  skipped: number;
  /** JSON text: [{name, reason}] of the recipes that could not be imported. */
  failures: string;
  /** Moved on while the job's process works on it; a running job with an old one has died. */
  heartbeat_at: string;
  created_at: string;
  finished_at: string | null;
}

/** An admin's link that lets its holder sign up while sign-up is by invitation; only its token's hash is kept. */
export interface SignUpInvitationsTable {
  id: string;
  token_hash: string;
  created_by: string;
  created_at: string;
  expires_at: string;
}

/** A pantry item, a cook's own (owner_id) or a hearth's (hearth_id); `always` is 0 or 1. */
export interface PantryItemsTable {
  id: Generated<number>;
  owner_id: string | null;
  hearth_id: number | null;
  name: string;
  amount: number | null;
  unit: string;
  use_by: string | null;
  place: string | null;
  always: number;
  created_at: string;
  updated_at: string;
}

/** Fill my week's rules of a cook (owner_id) or a hearth (hearth_id); see migration 0059. */
export interface PlannerRulesTable {
  id: Generated<number>;
  owner_id: string | null;
  hearth_id: number | null;
  tag_days: string;
  no_repeat_days: number;
  no_tag_twice_in_a_row: number;
  weekday_max_minutes: number | null;
  prefer_favourites: number;
  prefer_high_ratings: number;
  prefer_not_cooked_in_a_while: number;
  less_waste: number;
  updated_at: string;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  dishes: DishesTable;
  meals: MealsTable;
  hearths: HearthsTable;
  hearth_members: HearthMembersTable;
  hearth_invites: HearthInvitesTable;
  sign_up_invitations: SignUpInvitationsTable;
  hearth_departures: HearthDeparturesTable;
  shopping_links: ShoppingLinksTable;
  images: ImagesTable;
  shopping_lists: ShoppingListsTable;
  shopping_list_items: ShoppingListItemsTable;
  food_aisles: FoodAislesTable;
  dish_cookings: DishCookingsTable;
  dish_share_links: DishShareLinksTable;
  dish_favourites: DishFavouritesTable;
  pantry_items: PantryItemsTable;
  planner_rules: PlannerRulesTable;
  shopping_list_requests: ShoppingListRequestsTable;
  live_events: LiveEventsTable;
  dish_shares: DishSharesTable;
  calendar_keys: CalendarKeysTable;
  calendar_feeds: CalendarFeedsTable;
  import_jobs: ImportJobsTable;
}
