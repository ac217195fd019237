/**
 * SQLite's own list of steps before the one list (demo/server/db/migrations/), as shipped,
 * kept to build a database as those releases left it: the upgrade test migrates one.
 * Never run by the server.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

      CREATE TABLE managers (id INTEGER PRIMARY KEY, data TEXT NOT NULL);

      CREATE TABLE owners (
        id INTEGER PRIMARY KEY,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        email TEXT NOT NULL UNIQUE COLLATE NOCASE,
        first_name TEXT NOT NULL,
        last_name TEXT NOT NULL,
        language TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE properties (
        id INTEGER PRIMARY KEY,
        online INTEGER NOT NULL DEFAULT 1,
        goal INTEGER NOT NULL,
        web_id INTEGER NOT NULL,
        region_id INTEGER,
        zip TEXT,
        city TEXT,
        city_key TEXT,
        country_id INTEGER NOT NULL,
        price REAL,
        publish_price INTEGER NOT NULL,
        bedrooms INTEGER,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        owner_id INTEGER REFERENCES owners(id),
        manager_id INTEGER REFERENCES managers(id),
        appointments TEXT NOT NULL DEFAULT 'open',
        search TEXT NOT NULL,
        data TEXT NOT NULL
      );
      CREATE INDEX properties_list ON properties (online, goal, web_id, created_at);
      CREATE INDEX properties_price ON properties (online, price);
      CREATE INDEX properties_owner ON properties (owner_id);

      CREATE TABLE projects (
        id INTEGER PRIMARY KEY,
        online INTEGER NOT NULL DEFAULT 1,
        zip TEXT,
        city TEXT,
        city_key TEXT,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        data TEXT NOT NULL
      );

      CREATE TABLE reference_items (
        tree TEXT NOT NULL,
        id INTEGER NOT NULL,
        parent_id INTEGER,
        name TEXT NOT NULL,
        web_id INTEGER,
        position INTEGER NOT NULL,
        PRIMARY KEY (tree, id)
      );

      CREATE TABLE media (
        path TEXT PRIMARY KEY,
        mime TEXT NOT NULL,
        body BLOB NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'owner portal',
    sql: `
      CREATE TABLE visits (
        id INTEGER PRIMARY KEY,
        property_id INTEGER NOT NULL REFERENCES properties(id),
        at INTEGER NOT NULL
      );
      CREATE INDEX visits_property ON visits (property_id, at);

      CREATE TABLE history (
        id INTEGER PRIMARY KEY,
        property_id INTEGER NOT NULL REFERENCES properties(id),
        at TEXT NOT NULL,
        type TEXT NOT NULL,
        contact TEXT,
        subject TEXT NOT NULL,
        comment TEXT,
        status TEXT NOT NULL,
        source TEXT
      );
      CREATE INDEX history_property ON history (property_id, at);

      CREATE TABLE owner_sessions (
        token_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id),
        created_at INTEGER NOT NULL,
        expires_at INTEGER NOT NULL
      );

      CREATE TABLE password_resets (
        token_hash TEXT PRIMARY KEY,
        owner_id INTEGER NOT NULL REFERENCES owners(id),
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );

      CREATE TABLE login_failures (
        key TEXT NOT NULL,
        at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_key ON login_failures (key, at);
    `,
  },
  {
    version: 3,
    name: 'visitor input',
    sql: `
      CREATE TABLE requests (
        id TEXT PRIMARY KEY,
        kind TEXT NOT NULL,
        property_id INTEGER,
        project_id INTEGER,
        email TEXT,
        language TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      -- one documents request per property and address: the second answers 409
      CREATE UNIQUE INDEX requests_documents_once ON requests (property_id, email) WHERE kind = 'documents';

      CREATE TABLE uploads (
        id TEXT PRIMARY KEY,
        request_id TEXT REFERENCES requests(id),
        field TEXT NOT NULL,
        original_name TEXT NOT NULL,
        mime TEXT NOT NULL,
        size INTEGER NOT NULL,
        stored_name TEXT NOT NULL,
        created_at TEXT NOT NULL
      );

      CREATE TABLE consents (
        row INTEGER PRIMARY KEY,
        id TEXT NOT NULL,
        time TEXT NOT NULL,
        revision INTEGER NOT NULL,
        choices TEXT NOT NULL,
        language TEXT NOT NULL,
        path TEXT
      );
      CREATE INDEX consents_id ON consents (id);

      CREATE TABLE appointments (
        id TEXT PRIMARY KEY,
        property_id INTEGER NOT NULL REFERENCES properties(id),
        start TEXT NOT NULL,
        end TEXT NOT NULL,
        data TEXT NOT NULL,
        language TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        UNIQUE (property_id, start)
      );

      CREATE TABLE idempotency (
        key TEXT NOT NULL,
        scope TEXT NOT NULL,
        fingerprint TEXT NOT NULL,
        state TEXT NOT NULL,
        status INTEGER,
        body TEXT,
        created_at INTEGER NOT NULL,
        PRIMARY KEY (key, scope)
      );

      CREATE TABLE captcha_used (id TEXT PRIMARY KEY, expires_at INTEGER NOT NULL);

      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        created_at TEXT NOT NULL,
        kind TEXT NOT NULL,
        language TEXT NOT NULL,
        sender TEXT NOT NULL,
        recipient TEXT NOT NULL,
        reply_to TEXT,
        subject TEXT NOT NULL,
        text TEXT NOT NULL,
        html TEXT NOT NULL,
        attachments TEXT NOT NULL,
        message_id TEXT
      );
    `,
  },
  {
    version: 4,
    name: 'list indexes',
    sql: `
      -- the default order (newest first) and the city order of GET /properties
      CREATE INDEX properties_date ON properties (online, created_at);
      CREATE INDEX properties_city ON properties (online, city_key);
    `,
  },
  {
    version: 5,
    name: 'newsletter, testimonials, send limits, mail headers',
    sql: `
      -- one row per address; deleted when its owner unsubscribes
      CREATE TABLE newsletter_subscribers (
        email TEXT PRIMARY KEY,
        language TEXT NOT NULL,
        first_name TEXT,
        last_name TEXT,
        status TEXT NOT NULL CHECK (status IN ('pending', 'confirmed')),
        confirm_hash TEXT UNIQUE,
        requested_at TEXT NOT NULL,
        confirmed_at TEXT
      );

      CREATE TABLE testimonials (
        id TEXT PRIMARY KEY,
        request_id TEXT,
        name TEXT NOT NULL,
        about TEXT,
        website TEXT,
        image TEXT,
        image_type TEXT,
        comment TEXT NOT NULL,
        language TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('pending', 'approved')),
        created_at TEXT NOT NULL,
        approved_at TEXT
      );
      CREATE INDEX testimonials_approved ON testimonials (status, approved_at);

      -- sends counted per key (an address's hash, a client address) for the abuse limits
      CREATE TABLE send_limits (key TEXT NOT NULL, at INTEGER NOT NULL);
      CREATE INDEX send_limits_key ON send_limits (key, at);

      -- the retention purge reads leads by kind and age
      CREATE INDEX requests_age ON requests (kind, created_at);

      ALTER TABLE outbox ADD COLUMN headers TEXT NOT NULL DEFAULT '{}';
    `,
  },
  {
    version: 6,
    name: 'viewing calendar',
    sql: `
      -- The agency's calendar of viewings: open-house moments and agent slots, each with
      -- a number of places. Bookings count against the places of their slot.
      CREATE TABLE calendar_slots (
        id TEXT PRIMARY KEY,
        property_id INTEGER NOT NULL REFERENCES properties(id),
        kind TEXT NOT NULL,
        start TEXT NOT NULL,
        end TEXT NOT NULL,
        start_ms INTEGER NOT NULL,
        end_ms INTEGER NOT NULL,
        places INTEGER NOT NULL CHECK (places > 0)
      );
      CREATE INDEX calendar_slots_property ON calendar_slots (property_id, start_ms);

      -- A slot now takes as many visitors as it has places: the one-visitor-per-start
      -- constraint goes, and each booking names its slot, its cancel link (as a hash)
      -- and the row it wrote in the owner's history.
      CREATE TABLE appointments_v6 (
        id TEXT PRIMARY KEY,
        property_id INTEGER NOT NULL REFERENCES properties(id),
        slot_id TEXT REFERENCES calendar_slots(id),
        start TEXT NOT NULL,
        end TEXT NOT NULL,
        email TEXT,
        data TEXT NOT NULL,
        language TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        cancel_token_hash TEXT,
        cancelled_at TEXT,
        history_id INTEGER REFERENCES history(id)
      );
      INSERT INTO appointments_v6 (id, property_id, start, end, data, language, status, created_at)
        SELECT id, property_id, start, end, data, language, status, created_at FROM appointments;
      DROP TABLE appointments;
      ALTER TABLE appointments_v6 RENAME TO appointments;
      CREATE INDEX appointments_slot ON appointments (slot_id, status);
      -- one place per visitor and slot: a second press from another tab books nothing more
      CREATE UNIQUE INDEX appointments_once_per_visitor ON appointments (slot_id, email) WHERE status = 'confirmed';

      -- attachments the outbox keeps (an .ics, a PDF the server made), to show what was sent
      CREATE TABLE outbox_files (
        mail_id INTEGER NOT NULL REFERENCES outbox(id),
        position INTEGER NOT NULL,
        filename TEXT NOT NULL,
        content_type TEXT NOT NULL,
        body BLOB NOT NULL,
        PRIMARY KEY (mail_id, position)
      );
    `,
  },
  {
    version: 7,
    name: 'demand register',
    sql: `
      -- a region tree item's level and a municipality's postcodes (JSON)
      ALTER TABLE reference_items ADD COLUMN extra TEXT;
      -- (outbox.headers, for List-Unsubscribe and the like, came with step 5)

      -- search profiles, stored once their address is confirmed
      CREATE TABLE demands (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        language TEXT NOT NULL,
        frequency TEXT NOT NULL,
        data TEXT NOT NULL,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL,
        unsubscribed_at TEXT
      );
      CREATE INDEX demands_active ON demands (unsubscribed_at);

      -- a demand waiting for its address to be confirmed; the link works for a week
      CREATE TABLE demand_confirmations (
        token_hash TEXT PRIMARY KEY,
        email TEXT NOT NULL,
        language TEXT NOT NULL,
        data TEXT NOT NULL,
        expires_at INTEGER NOT NULL,
        demand_id TEXT
      );

      -- what each demand was told, and what waits for its next digest
      CREATE TABLE demand_alerts (
        demand_id TEXT NOT NULL,
        property_id INTEGER NOT NULL,
        price REAL,
        queued_at INTEGER NOT NULL,
        sent_at INTEGER,
        PRIMARY KEY (demand_id, property_id)
      );
      CREATE INDEX demand_alerts_queue ON demand_alerts (sent_at, demand_id);
    `,
  },
  {
    version: 8,
    name: 'listing search at scale',
    sql: `
      -- A row of properties is large (its CRM record as JSON), so reading rows to filter,
      -- sort or count a list is what makes it slow. Each sort of GET /properties has an
      -- index that starts with its order and holds every filtered column after it: the
      -- count and the page are read from the index alone, and only the page's own rows
      -- are read whole. region_of_zip() (db/functions.ts) is indexed so the region filter
      -- calls no function at read time.
      DROP INDEX properties_list;
      DROP INDEX properties_price;
      DROP INDEX properties_date;
      DROP INDEX properties_city;
      -- sort -date (the default) read backwards, and date
      CREATE INDEX properties_by_date ON properties (online, created_at, id,
        goal, web_id, country_id, region_of_zip(zip), zip, region_id, city_key, publish_price, price, bedrooms, status);
      -- price, -price, type (web_id, then newest first), city; the city filter
      CREATE INDEX properties_by_price ON properties (online, publish_price DESC, price, id,
        goal, web_id, country_id, region_of_zip(zip), zip, region_id, city_key, bedrooms, status, created_at);
      CREATE INDEX properties_by_price_desc ON properties (online, publish_price DESC, price DESC, id,
        goal, web_id, country_id, region_of_zip(zip), zip, region_id, city_key, bedrooms, status, created_at);
      CREATE INDEX properties_by_type ON properties (online, web_id, created_at DESC, id,
        goal, country_id, region_of_zip(zip), zip, region_id, city_key, publish_price, price, bedrooms, status);
      CREATE INDEX properties_by_city ON properties (online, city_key, id,
        goal, web_id, country_id, region_of_zip(zip), zip, region_id, publish_price, price, bedrooms, status, created_at);

      -- Free text: the normalized summary (search.ts searchText: titles, types, town, zip,
      -- published street, references) and the description in each language as plain
      -- text, diacritics folded. Contentless: the words are in properties already.
      CREATE VIRTUAL TABLE listing_text USING fts5(
        summary, description_nl, description_fr, description_en, description_de,
        content = '', contentless_delete = 1,
        tokenize = 'unicode61 remove_diacritics 2'
      );
      INSERT INTO listing_text (rowid, summary, description_nl, description_fr, description_en, description_de)
        SELECT id, search,
          text_in_language(data -> '$.Description', 'nl'), text_in_language(data -> '$.Description', 'fr'),
          text_in_language(data -> '$.Description', 'en'), text_in_language(data -> '$.Description', 'de')
        FROM properties;
      -- kept in step by every write, whoever makes it
      CREATE TRIGGER listing_text_insert AFTER INSERT ON properties BEGIN
        INSERT INTO listing_text (rowid, summary, description_nl, description_fr, description_en, description_de)
        VALUES (new.id, new.search,
          text_in_language(new.data -> '$.Description', 'nl'), text_in_language(new.data -> '$.Description', 'fr'),
          text_in_language(new.data -> '$.Description', 'en'), text_in_language(new.data -> '$.Description', 'de'));
      END;
      CREATE TRIGGER listing_text_update AFTER UPDATE OF id, search, data ON properties BEGIN
        DELETE FROM listing_text WHERE rowid = old.id;
        INSERT INTO listing_text (rowid, summary, description_nl, description_fr, description_en, description_de)
        VALUES (new.id, new.search,
          text_in_language(new.data -> '$.Description', 'nl'), text_in_language(new.data -> '$.Description', 'fr'),
          text_in_language(new.data -> '$.Description', 'en'), text_in_language(new.data -> '$.Description', 'de'));
      END;
      CREATE TRIGGER listing_text_delete AFTER DELETE ON properties BEGIN
        DELETE FROM listing_text WHERE rowid = old.id;
      END;
    `,
  },
  {
    version: 9,
    name: 'visit sources',
    sql: `
      -- where a visit came from: the agency's website (the views POST /visits counts) or a
      -- portal whose figures the CRM imports (a code of core/owner/history.ts)
      ALTER TABLE visits ADD COLUMN source TEXT NOT NULL DEFAULT 'website';
    `,
  },
  {
    version: 10,
    name: 'several instances: region column, delivery jobs, demand zones',
    sql: `
      -- The region of a listing's postal code (core/property/region.ts) is written with
      -- its row (repositories/sql/catalogue-writer.ts), so the indexes and the region
      -- filter read a plain column, the same on SQLite and PostgreSQL.
      ALTER TABLE properties ADD COLUMN region TEXT;
      UPDATE properties SET region = region_of_zip(zip);
      DROP INDEX properties_by_date;
      DROP INDEX properties_by_price;
      DROP INDEX properties_by_price_desc;
      DROP INDEX properties_by_type;
      DROP INDEX properties_by_city;
      CREATE INDEX properties_by_date ON properties (online, created_at, id,
        goal, web_id, country_id, region, zip, region_id, city_key, publish_price, price, bedrooms, status);
      CREATE INDEX properties_by_price ON properties (online, publish_price DESC, price, id,
        goal, web_id, country_id, region, zip, region_id, city_key, bedrooms, status, created_at);
      CREATE INDEX properties_by_price_desc ON properties (online, publish_price DESC, price DESC, id,
        goal, web_id, country_id, region, zip, region_id, city_key, bedrooms, status, created_at);
      CREATE INDEX properties_by_type ON properties (online, web_id, created_at DESC, id,
        goal, country_id, region, zip, region_id, city_key, publish_price, price, bedrooms, status);
      CREATE INDEX properties_by_city ON properties (online, city_key, id,
        goal, web_id, country_id, region, zip, region_id, publish_price, price, bedrooms, status, created_at);

      -- The transactional outbox: every mail (and CRM call) a request causes is written
      -- here in the transaction that stores the request, then delivered by the worker
      -- (delivery/worker.ts) with retries; a job is deleted once delivered, and kept as
      -- 'failed' when its retries are spent. locked_until: the lease of the worker
      -- that took it.
      CREATE TABLE delivery_jobs (
        id INTEGER PRIMARY KEY,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        state TEXT NOT NULL DEFAULT 'pending' CHECK (state IN ('pending', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        run_at INTEGER NOT NULL,
        locked_by TEXT,
        locked_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL
      );
      CREATE INDEX delivery_jobs_due ON delivery_jobs (state, run_at);

      -- The zones of each active demand (p<place id>, z<postcode>): a new listing is
      -- matched against the demands of its places only, read from any instance.
      CREATE TABLE demand_zones (
        demand_id TEXT NOT NULL REFERENCES demands(id),
        zone TEXT NOT NULL,
        PRIMARY KEY (zone, demand_id)
      );
      CREATE INDEX demand_zones_demand ON demand_zones (demand_id);
      INSERT OR IGNORE INTO demand_zones (demand_id, zone)
        SELECT demands.id, CASE WHEN zones.type = 'integer' THEN 'p' || zones.value ELSE 'z' || zones.value END
        FROM demands, json_each(demands.data, '$.zones') AS zones
        WHERE demands.unsubscribed_at IS NULL;
    `,
  },
  {
    version: 11,
    name: 'demand areas',
    sql: `
      -- The box around the drawn area of each active demand that has one: a new listing
      -- is matched against the demands whose box holds its map point, then core's rule
      -- decides on the polygon itself (kept in the demand's data).
      CREATE TABLE demand_areas (
        demand_id TEXT PRIMARY KEY REFERENCES demands(id),
        south REAL NOT NULL,
        west REAL NOT NULL,
        north REAL NOT NULL,
        east REAL NOT NULL
      );
      CREATE INDEX demand_areas_box ON demand_areas (south, north, west, east);
    `,
  },
  {
    version: 12,
    name: 'crm accounts',
    sql: `
      -- An account a CRM keeps (password_hash 'crm') is the CRM's person: two persons may
      -- share one address (a couple, an owner entered twice) and still be two accounts.
      -- Its login and address go in crm_username and crm_email, which need not be unique;
      -- username and email hold 'crm:<id>', so the unique logins of the server's own
      -- accounts stay as they are.
      ALTER TABLE owners ADD COLUMN crm_username TEXT;
      ALTER TABLE owners ADD COLUMN crm_email TEXT;
      UPDATE owners SET crm_username = username, crm_email = email, username = 'crm:' || id, email = 'crm:' || id
        WHERE password_hash = 'crm';
      CREATE INDEX owners_crm_email ON owners (lower(crm_email));
      CREATE INDEX owners_crm_username ON owners (lower(crm_username));

      -- The properties a CRM said an owner has, as of the owner's last login (a CRM that
      -- answers them only for the owner's password, or is away): what the portal lists.
      CREATE TABLE owner_properties (
        owner_id INTEGER NOT NULL REFERENCES owners(id),
        property_id INTEGER NOT NULL,
        PRIMARY KEY (owner_id, property_id)
      );
    `,
  },
];
