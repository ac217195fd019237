/**
 * The database schema as numbered steps. A step is never edited once shipped: a
 * change is a new step, so a database of any age migrates to the current one.
 * Entities the API returns whole (properties, projects, managers) keep their CRM
 * shape as JSON in `data`; the columns beside it are what lists filter and sort on.
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
    name: 'visit sources',
    sql: `
      -- where a visit came from: the agency's website (the views POST /visits counts) or a
      -- portal whose figures the CRM imports (a code of core/owner/history.ts)
      ALTER TABLE visits ADD COLUMN source TEXT NOT NULL DEFAULT 'website';
    `,
  },
];
