/**
 * The tables as the query builder (Kysely) sees them, the same on SQLite and PostgreSQL
 * (db/migrations.ts, db/migrations-postgres.ts). JSON is kept as text and times the
 * server compares as milliseconds (integers); ISO strings where a person reads them.
 * `Generated` marks a column the database fills when an insert leaves it out.
 */
import type { Generated } from 'kysely';

export interface Schema {
  meta: { key: string; value: string };
  managers: { id: number; data: string };
  owners: {
    id: number;
    username: string;
    email: string;
    first_name: string;
    last_name: string;
    language: string;
    password_hash: string;
    created_at: string;
    /** an account a CRM keeps: its login and address as the CRM has them (username and email then hold `crm:<id>`) */
    crm_username: string | null;
    crm_email: string | null;
  };
  /** the properties a CRM said an owner has, as of the owner's last login */
  owner_properties: { owner_id: number; property_id: number };
  properties: PropertyRow;
  projects: {
    id: number;
    online: number;
    zip: string | null;
    city: string | null;
    city_key: string | null;
    status: string;
    created_at: string;
    data: string;
  };
  reference_items: {
    tree: string;
    id: number;
    parent_id: number | null;
    name: string;
    web_id: number | null;
    position: number;
    extra: string | null;
  };
  media: { path: string; mime: string; body: Buffer };
  visits: { id: Generated<number>; property_id: number; at: number; source: Generated<string> };
  history: {
    id: Generated<number>;
    property_id: number;
    at: string;
    type: string;
    contact: string | null;
    subject: string;
    comment: string | null;
    status: string;
    source: string | null;
  };
  owner_sessions: { token_hash: string; owner_id: number; created_at: number; expires_at: number };
  password_resets: { token_hash: string; owner_id: number; expires_at: number; used_at: number | null };
  login_failures: { key: string; at: number };
  requests: {
    id: string;
    kind: string;
    property_id: number | null;
    project_id: number | null;
    email: string | null;
    language: string;
    data: string;
    created_at: string;
  };
  uploads: {
    id: string;
    request_id: string | null;
    field: string;
    original_name: string;
    mime: string;
    size: number;
    stored_name: string;
    created_at: string;
  };
  consents: {
    row: Generated<number>;
    id: string;
    time: string;
    revision: number;
    choices: string;
    language: string;
    path: string | null;
  };
  appointments: {
    id: string;
    property_id: number;
    slot_id: string | null;
    start: string;
    end: string;
    email: string | null;
    data: string;
    language: string;
    status: string;
    created_at: string;
    cancel_token_hash: string | null;
    cancelled_at: string | null;
    history_id: number | null;
  };
  idempotency: {
    key: string;
    scope: string;
    fingerprint: string;
    state: string;
    status: number | null;
    body: string | null;
    created_at: number;
  };
  captcha_used: { id: string; expires_at: number };
  outbox: {
    id: Generated<number>;
    created_at: string;
    kind: string;
    language: string;
    sender: string;
    recipient: string;
    reply_to: string | null;
    subject: string;
    text: string;
    html: string;
    attachments: string;
    message_id: string | null;
    headers: string;
  };
  outbox_files: { mail_id: number; position: number; filename: string; content_type: string; body: Buffer };
  newsletter_subscribers: {
    email: string;
    language: string;
    first_name: string | null;
    last_name: string | null;
    status: 'pending' | 'confirmed';
    confirm_hash: string | null;
    requested_at: string;
    confirmed_at: string | null;
  };
  testimonials: {
    id: string;
    request_id: string | null;
    name: string;
    about: string | null;
    website: string | null;
    image: string | null;
    image_type: string | null;
    comment: string;
    language: string;
    status: 'pending' | 'approved';
    created_at: string;
    approved_at: string | null;
  };
  send_limits: { key: string; at: number };
  calendar_slots: {
    id: string;
    property_id: number;
    kind: string;
    start: string;
    end: string;
    start_ms: number;
    end_ms: number;
    places: number;
  };
  demands: {
    id: string;
    email: string;
    language: string;
    frequency: string;
    data: string;
    created_at: string;
    updated_at: string;
    unsubscribed_at: string | null;
  };
  demand_zones: { demand_id: string; zone: string };
  demand_areas: { demand_id: string; south: number; west: number; north: number; east: number };
  demand_confirmations: {
    token_hash: string;
    email: string;
    language: string;
    data: string;
    expires_at: number;
    demand_id: string | null;
  };
  demand_alerts: { demand_id: string; property_id: number; price: number | null; queued_at: number; sent_at: number | null };
  delivery_jobs: {
    id: Generated<number>;
    kind: string;
    payload: string;
    state: Generated<'pending' | 'failed'>;
    attempts: Generated<number>;
    run_at: number;
    locked_by: string | null;
    locked_until: number | null;
    last_error: string | null;
    created_at: number;
  };
}

export interface PropertyRow {
  id: number;
  online: number;
  goal: number;
  web_id: number;
  region_id: number | null;
  /** core/property/region.ts of the zip, written with the row: what the `region` filter reads */
  region: string | null;
  zip: string | null;
  city: string | null;
  city_key: string | null;
  country_id: number;
  price: number | null;
  publish_price: number;
  bedrooms: number | null;
  status: string;
  created_at: string;
  owner_id: number | null;
  manager_id: number | null;
  appointments: string;
  search: string;
  data: string;
}
