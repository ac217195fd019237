/**
 * What a database's schema is, read from the database itself in the same words on both
 * engines, so that two can be compared: per table its columns (type family, nullability,
 * default), primary key, foreign keys, unique and check constraints, and indexes (unique,
 * partial, columns and their order).
 *
 * The engines spell the same thing differently; each is brought to one form here:
 * - types by family: INTEGER/BIGINT → integer, REAL/DOUBLE PRECISION → float, TEXT → text,
 *   BLOB/BYTEA → binary;
 * - a key's columns are not null (SQLite lets a TEXT PRIMARY KEY hold NULL, for old
 *   times' sake; PostgreSQL does not);
 * - defaults and expressions without PostgreSQL's casts (`'open'::text`), quotes and spacing;
 * - a generated id is SQLite's INTEGER PRIMARY KEY (any of them) and PostgreSQL's identity:
 *   reported as `generated` where PostgreSQL has an identity and as `rowid` on SQLite, which
 *   the comparison checks by `identitiesAreRowids`, not by equality;
 * - an index's columns are its key, then what PostgreSQL INCLUDEs that the key does not
 *   hold; where NULLs sort in it is left out: each engine has its own (SQLite's NULL is
 *   the smallest value, PostgreSQL's the largest), and the queries that page through a
 *   nullable column say NULLS FIRST/LAST themselves;
 * - `x = ANY (ARRAY['a', 'b'])` is `x IN ('a', 'b')`.
 */
import { sql } from 'kysely';
import type { Database } from '../server/db/database.ts';

export interface ColumnShape {
  type: string;
  nullable: boolean;
  default: string | null;
}
export interface IndexShape {
  unique: boolean;
  where: string | null;
  columns: string[];
}
export interface TableShape {
  columns: Record<string, ColumnShape>;
  primaryKey: string[];
  foreignKeys: string[];
  unique: string[];
  checks: string[];
  indexes: Record<string, IndexShape>;
}
export type SchemaShape = Record<string, TableShape>;

function normalize(text: string): string {
  let normal = text
    .replace(/::[a-z ]+(\[\])?/gi, '')
    .replace(/"/g, '')
    .replace(/(\w+) = ANY \(ARRAY\[([^\]]*)\]\)/gi, '$1 IN ($2)')
    .replace(/\s+/g, '')
    .toLowerCase();
  while (normal.startsWith('(') && enclosed(normal, 0).length === normal.length - 2) normal = normal.slice(1, -1);
  return normal;
}

function family(declared: string): string {
  const type = declared.toLowerCase();
  if (type.includes('int')) return 'integer';
  if (/char|clob|text/.test(type)) return 'text';
  if (type === '' || type.includes('blob') || type === 'bytea') return 'binary';
  if (/real|floa|doub/.test(type)) return 'float';
  return type;
}

/** Splits a parenthesised list at its top-level commas. */
function splitTop(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of list) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (char === ',' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  if (current.trim()) parts.push(current.trim());
  return parts;
}

/** The text between the parenthesis at `open` and its match. */
function enclosed(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    if (text[i] === ')' && --depth === 0) return text.slice(open + 1, i);
  }
  return text.slice(open + 1);
}

/** An index column: its expression, and DESC when descending. */
const indexTerm = (expression: string, descending: boolean) => `${normalize(expression)}${descending ? ' desc' : ''}`;

export async function schemaShape(database: Database, ignore: { tables?: RegExp; columns?: string[]; indexes?: string[] } = {}): Promise<SchemaShape> {
  const shape = database.sqlite ? sqliteShape(database) : await postgresShape(database);
  for (const name of Object.keys(shape)) if (ignore.tables?.test(name)) delete shape[name];
  for (const [name, table] of Object.entries(shape)) {
    for (const column of ignore.columns ?? []) if (column.startsWith(`${name}.`)) delete table.columns[column.slice(name.length + 1)];
    for (const index of ignore.indexes ?? []) delete table.indexes[index];
  }
  return shape;
}

function sqliteShape(database: Database): SchemaShape {
  const db = database.sqlite!;
  const shape: SchemaShape = {};
  const tables = (db.prepare(`PRAGMA table_list`).all() as { name: string; type: string; schema: string }[]).filter(
    (table) => table.schema === 'main' && table.type === 'table' && !table.name.startsWith('sqlite_'),
  );
  for (const { name } of tables) {
    const createSql = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?`).pluck().get(name) as string;
    const columns = db.prepare(`PRAGMA table_info(${JSON.stringify(name)})`).all() as { name: string; type: string; notnull: number; dflt_value: string | null; pk: number }[];
    const nullable = new Map(columns.map((column) => [column.name, !column.notnull && !column.pk]));
    const primaryKey = columns.filter((column) => column.pk > 0).sort((a, b) => a.pk - b.pk).map((column) => column.name);
    const rowid = primaryKey.length === 1 && columns.find((column) => column.name === primaryKey[0])!.type.toLowerCase() === 'integer';
    const table: TableShape = {
      columns: Object.fromEntries(
        columns.map((column) => [
          column.name,
          { type: family(column.type), nullable: nullable.get(column.name)!, default: rowid && column.pk ? 'rowid' : column.dflt_value === null ? null : normalize(column.dflt_value) },
        ]),
      ),
      primaryKey,
      foreignKeys: [
        ...(db.prepare(`PRAGMA foreign_key_list(${JSON.stringify(name)})`).all() as { id: number; seq: number; from: string; table: string; to: string }[])
          .sort((a, b) => a.id - b.id || a.seq - b.seq)
          .reduce((keys, key) => keys.set(key.id, [...(keys.get(key.id) ?? []), key]), new Map<number, { from: string; table: string; to: string }[]>())
          .values(),
      ]
        .map((keys) => `${keys.map((key) => key.from).join(', ')} → ${keys[0]!.table}.${keys.map((key) => key.to).join(', ')}`)
        .sort(),
      unique: [],
      checks: [...createSql.matchAll(/\bcheck\s*\(/gi)].map((match) => normalize(enclosed(createSql, match.index + match[0].length - 1))).sort(),
      indexes: {},
    };
    const indexes = db.prepare(`PRAGMA index_list(${JSON.stringify(name)})`).all() as { name: string; unique: number; origin: string; partial: number }[];
    for (const index of indexes) {
      const keyColumns = (db.prepare(`PRAGMA index_xinfo(${JSON.stringify(index.name)})`).all() as { cid: number; name: string | null; desc: number; key: number }[]).filter((column) => column.key);
      if (index.origin === 'pk') continue;
      if (index.origin === 'u') {
        table.unique.push(keyColumns.map((column) => column.name).join(', '));
        continue;
      }
      const indexSql = db.prepare(`SELECT sql FROM sqlite_master WHERE type = 'index' AND name = ?`).pluck().get(index.name) as string;
      const open = indexSql.indexOf('(', indexSql.search(/\bon\b/i));
      const list = enclosed(indexSql, open);
      const terms = splitTop(list).map((term) => {
        return indexTerm(term.replace(/\s+(asc|desc)$/i, ''), /\sdesc$/i.test(term));
      });
      const where = /\bwhere\b(.*)$/is.exec(indexSql.slice(open + list.length + 2));
      table.indexes[index.name] = { unique: index.unique === 1, where: where ? normalize(where[1]!) : null, columns: terms };
    }
    table.unique.sort();
    shape[name] = table;
  }
  return shape;
}

async function postgresShape(database: Database): Promise<SchemaShape> {
  const db = database.db;
  const shape: SchemaShape = {};
  const { rows: columns } = await sql<{ table_name: string; column_name: string; data_type: string; is_nullable: string; column_default: string | null; is_identity: string }>`
    SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity
    FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`.execute(db);
  for (const column of columns) {
    const table = (shape[column.table_name] ??= { columns: {}, primaryKey: [], foreignKeys: [], unique: [], checks: [], indexes: {} });
    table.columns[column.column_name] = {
      type: family(column.data_type === 'double precision' ? 'double' : column.data_type),
      nullable: column.is_nullable === 'YES',
      default: column.is_identity === 'YES' ? 'generated' : column.column_default === null ? null : normalize(column.column_default),
    };
  }
  const { rows: constraints } = await sql<{ table_name: string; type: string; definition: string; columns: string[] }>`
    SELECT c.conrelid::regclass::text AS table_name, c.contype AS type, pg_get_constraintdef(c.oid) AS definition,
      array(SELECT a.attname FROM unnest(c.conkey) WITH ORDINALITY AS k(attnum, n) JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum ORDER BY k.n)::text[] AS columns
    FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
    WHERE n.nspname = current_schema() AND c.contype IN ('p', 'u', 'f', 'c')`.execute(db);
  for (const constraint of constraints) {
    const table = shape[constraint.table_name];
    if (!table) continue;
    if (constraint.type === 'p') table.primaryKey = constraint.columns;
    if (constraint.type === 'u') table.unique.push(constraint.columns.join(', '));
    if (constraint.type === 'c') table.checks.push(normalize(constraint.definition.replace(/^CHECK\s*/i, '')));
    if (constraint.type === 'f') {
      const [, target, to] = /REFERENCES (\w+)\(([^)]+)\)/.exec(constraint.definition)!;
      table.foreignKeys.push(`${constraint.columns.join(', ')} → ${target}.${to!.split(/,\s*/).join(', ')}`);
    }
  }
  for (const table of Object.values(shape)) {
    table.unique.sort();
    table.checks.sort();
    table.foreignKeys.sort();
    // SQLite has no NOT NULL on a key it does not need: the key says it
    for (const column of table.primaryKey) table.columns[column]!.nullable = false;
  }
  const { rows: indexes } = await sql<{ table_name: string; name: string; unique: boolean; key_count: number; count: number; options: number[]; where: string | null }>`
    SELECT t.relname AS table_name, i.relname AS name, x.indisunique AS unique, x.indnkeyatts AS key_count, x.indnatts AS count,
      x.indoption::int2[] AS options, pg_get_expr(x.indpred, x.indrelid) AS where
    FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE n.nspname = current_schema() AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid AND c.contype IN ('p', 'u'))`.execute(db);
  for (const index of indexes) {
    const table = shape[index.table_name];
    if (!table) continue;
    const { rows: definitions } = await sql<{ n: number; definition: string }>`
      SELECT n, pg_get_indexdef(i.oid, n, true) AS definition
      FROM pg_class i, generate_series(1, ${index.count}::int) AS n WHERE i.relname = ${index.name} AND i.relnamespace = current_schema()::regnamespace ORDER BY n`.execute(db);
    const key = definitions.slice(0, index.key_count).map(({ definition }, position) => {
      return indexTerm(definition, (Number(index.options[position] ?? 0) & 1) === 1);
    });
    const plainKey = key.map((term) => term.split(' ')[0]);
    const included = definitions.slice(index.key_count).map(({ definition }) => normalize(definition)).filter((column) => !plainKey.includes(column));
    table.indexes[index.name] = { unique: index.unique, where: index.where === null ? null : normalize(index.where), columns: [...key, ...included] };
  }
  return shape;
}

/** Where PostgreSQL generates an id, SQLite's key is a rowid: the same promise. */
export function identitiesAreRowids(postgres: SchemaShape, sqlite: SchemaShape): string[] {
  const wrong: string[] = [];
  for (const [name, table] of Object.entries(postgres)) {
    for (const [column, shape] of Object.entries(table.columns)) {
      if (shape.default === 'generated' && sqlite[name]?.columns[column]?.default !== 'rowid') wrong.push(`${name}.${column}`);
    }
  }
  return wrong;
}

/** The shape with generated ids and rowids left out of the defaults, for comparing the engines. */
export function withoutGeneratedIds(shape: SchemaShape): SchemaShape {
  return Object.fromEntries(
    Object.entries(shape).map(([name, table]) => [
      name,
      {
        ...table,
        columns: Object.fromEntries(
          Object.entries(table.columns).map(([column, value]) => [column, value.default === 'generated' || value.default === 'rowid' ? { ...value, default: null } : value]),
        ),
      },
    ]),
  );
}
