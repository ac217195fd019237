/**
 * Fills an empty database with the demo data, once: the first start seeds, later
 * starts find `seeded_at` in the meta table and leave the data (and what visitors
 * sent since) alone.
 */
import type { TreeItemSource } from '../../../core/api/contract.ts';
import type { Project, Property, PropertySummary } from '../../../core/property/types.ts';
import { type Db, getMeta, setMeta } from '../db/database.ts';
import { hashPassword } from '../owner/passwords.ts';
import { ACTIVITY_DAYS, seedHistory, seedVisits } from './activity.ts';
import { MANAGERS } from './people.ts';
import { OWNERS } from './owners.ts';
import { drawPortrait } from './pictures.ts';
import { REGION_TREE } from './places.ts';
import { type MediaFile, seedProperties } from './properties.ts';
import { PROJECT_CREATED_DAYS_AGO, seedProjects } from './projects.ts';
import { TYPE_TREE } from './vocabulary.ts';
import { searchText, normalizeKey } from '../search.ts';

const DAY = 86_400_000;

export function isSeeded(db: Db): boolean {
  return getMeta(db, 'seeded_at') !== undefined;
}

export async function seedDatabase(db: Db, now = Date.now()): Promise<void> {
  if (isSeeded(db)) return;
  const projects = seedProjects();
  const projectPrices = Object.fromEntries(
    projects.map(({ project }) => [project.ID, project.PriceMin ?? Math.min(...project.Constructions.map((unit) => unit.Price ?? 0))]),
  );
  const properties = seedProperties({ now, projectPrices });
  const hashes = await Promise.all(OWNERS.map((owner) => hashPassword(owner.password)));

  db.transaction(() => {
    const media = db.prepare('INSERT OR REPLACE INTO media (path, mime, body) VALUES (?, ?, ?)');
    const addMedia = (files: MediaFile[]) => files.forEach((file) => media.run(file.path, file.mime, file.body));

    insertTreeItems(db, 'regions', REGION_TREE.map((node) => ({ ...node, WebID: null, Postcodes: node.Postcodes ?? undefined })));
    insertTreeItems(db, 'types', TYPE_TREE);

    const manager = db.prepare('INSERT INTO managers (id, data) VALUES (?, ?)');
    for (const person of MANAGERS) {
      manager.run(person.ID, JSON.stringify(person));
      addMedia([{ path: `/media/managers/${person.ID}.svg`, mime: 'image/svg+xml', body: Buffer.from(drawPortrait(person.ID * 101)) }]);
    }

    const owner = db.prepare(
      'INSERT INTO owners (id, username, email, first_name, last_name, language, password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    OWNERS.forEach((person, index) =>
      owner.run(person.id, person.username, person.email, person.firstName, person.lastName, person.language, hashes[index]!, new Date(now - 200 * DAY).toISOString()),
    );

    for (const seeded of properties) {
      const ownerId = seeded.ownerKey ? OWNERS.find((person) => person.key === seeded.ownerKey)!.id : null;
      insertProperty(db, seeded.property, { online: seeded.online, ownerId, managerId: seeded.managerId, appointments: seeded.appointments });
      addMedia(seeded.media);
    }

    for (const { project: item, media: files } of projects) {
      insertProject(db, item, new Date(now - (PROJECT_CREATED_DAYS_AGO[item.ID] ?? 30) * DAY).toISOString());
      addMedia(files);
    }

    const visit = db.prepare('INSERT INTO visits (property_id, at, source) VALUES (?, ?, ?)');
    const history = db.prepare(
      'INSERT INTO history (property_id, at, type, contact, subject, comment, status, source) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    for (const seeded of properties.filter((item) => item.ownerKey)) {
      const { ID: id, Zip: zip, Status: status, Goal: goal } = seeded.property;
      const plan = { id, zip, status, online: seeded.online, rent: goal !== 0 };
      for (const { at, source } of seedVisits(plan, now)) visit.run(id, at, source);
      for (const row of seedHistory(plan, now)) {
        history.run(id, row.at, row.type, row.contact, JSON.stringify(row.subject), row.comment ? JSON.stringify(row.comment) : null, row.status, row.source);
      }
    }
    setMeta(db, 'seeded_at', new Date(now).toISOString());
    setMeta(db, 'activity_days', String(ACTIVITY_DAYS));
  })();
}

export interface PropertyRowOptions {
  online: boolean;
  ownerId: number | null;
  managerId: number | null;
  appointments: 'open' | 'full';
}

let insertStatement: { db: Db; statement: ReturnType<Db['prepare']> } | undefined;

/** The columns of a listing's row that come from its record: what lists filter, sort and search on, and the record itself. */
export function propertyColumns(property: Property) {
  return {
    id: property.ID,
    goal: property.Goal === 0 ? 0 : 1,
    webId: property.WebID,
    regionId: property.RegionID,
    zip: property.Zip,
    city: property.City,
    cityKey: normalizeKey(property.City ?? ''),
    countryId: property.CountryID,
    price: property.Price,
    publishPrice: property.PublishPrice ? 1 : 0,
    bedrooms: property.Bedrooms,
    status: property.Status,
    search: searchText(property as PropertySummary & Pick<Property, 'Code' | 'Reference'>),
    data: JSON.stringify(property),
  };
}

/** One listing: its CRM record as JSON plus the columns lists filter and sort on. */
export function insertProperty(db: Db, property: Property, options: PropertyRowOptions): void {
  if (insertStatement?.db !== db) {
    insertStatement = {
      db,
      statement: db.prepare(`
        INSERT INTO properties (id, online, goal, web_id, region_id, zip, city, city_key, country_id, price, publish_price,
          bedrooms, status, created_at, owner_id, manager_id, appointments, search, data)
        VALUES (@id, @online, @goal, @webId, @regionId, @zip, @city, @cityKey, @countryId, @price, @publishPrice,
          @bedrooms, @status, @createdAt, @ownerId, @managerId, @appointments, @search, @data)`),
    };
  }
  insertStatement.statement.run({
    ...propertyColumns(property),
    online: options.online ? 1 : 0,
    createdAt: property.CreatedAt,
    ownerId: options.ownerId,
    managerId: options.managerId,
    appointments: options.appointments,
  });
}

/** The reference trees `reference_items` holds: the region tree and the property types. */
export type ReferenceTree = 'regions' | 'types';

/** A reference tree's items, in the order given (the order the lists show). */
export function insertTreeItems(db: Db, tree: ReferenceTree, items: readonly TreeItemSource[]): void {
  const insert = db.prepare('INSERT INTO reference_items (tree, id, parent_id, name, web_id, position, extra) VALUES (?, ?, ?, ?, ?, ?, ?)');
  items.forEach((item, position) => {
    const extra = item.Level || item.Postcodes ? JSON.stringify({ ...(item.Level ? { Level: item.Level } : {}), ...(item.Postcodes ? { Postcodes: item.Postcodes } : {}) }) : null;
    insert.run(tree, item.ID, item.ParentID, JSON.stringify(item.Name), item.WebID, position, extra);
  });
}

/** The columns of a project's row that come from its record, and the record itself. */
export function projectColumns(project: Project) {
  return { id: project.ID, zip: project.Zip, city: project.City, cityKey: normalizeKey(project.City ?? ''), status: project.Status, data: JSON.stringify(project) };
}

/** One online project: its CRM record as JSON plus the columns lists filter and sort on. */
export function insertProject(db: Db, project: Project, createdAt: string): void {
  db.prepare('INSERT INTO projects (id, online, zip, city, city_key, status, created_at, data) VALUES (@id, 1, @zip, @city, @cityKey, @status, @createdAt, @data)').run({
    ...projectColumns(project),
    createdAt,
  });
}
