/**
 * Fills an empty database with the demo data, once: the first start seeds, later
 * starts find `seeded_at` in the meta table and leave the data (and what visitors
 * sent since) alone.
 */
import type { Insertable } from 'kysely';
import type { Database, Sql } from '../db/database.ts';
import type { Schema } from '../db/schema.ts';
import { hashPassword } from '../owner/passwords.ts';
import { insertProjects, insertProperties, insertTreeItems } from '../repositories/sql/catalogue-writer.ts';
import { ACTIVITY_DAYS, seedHistory, seedVisits } from './activity.ts';
import { MANAGERS } from './people.ts';
import { OWNERS } from './owners.ts';
import { drawPortrait } from './pictures.ts';
import { regionTreeItems } from './places.ts';
import { type MediaFile, seedProperties } from './properties.ts';
import { PROJECT_CREATED_DAYS_AGO, seedProjects } from './projects.ts';
import { TYPE_TREE } from './vocabulary.ts';

const DAY = 86_400_000;
/** Rows per INSERT: well under both engines' limits on parameters. */
const BATCH = 200;

async function insertAll<T extends keyof Schema>(sql: Sql, table: T, rows: readonly Insertable<Schema[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await sql.db.insertInto(table).values(rows.slice(i, i + BATCH) as never).execute();
  }
}

export async function isSeeded(sql: Sql): Promise<boolean> {
  return (await sql.db.selectFrom('meta').select('value').where('key', '=', 'seeded_at').executeTakeFirst()) !== undefined;
}

/**
 * Seeds the database unless it was; several instances starting at once on one database
 * wait for the one that seeds.
 */
export async function seedDatabase(database: Database, now = Date.now()): Promise<void> {
  if (await isSeeded(database)) return;
  const projects = seedProjects(now);
  const projectPrices = Object.fromEntries(
    projects.map(({ project }) => [project.ID, project.PriceMin ?? Math.min(...project.Constructions.map((unit) => unit.Price ?? 0))]),
  );
  const properties = seedProperties({ now, projectPrices });
  const hashes = await Promise.all(OWNERS.map((owner) => hashPassword(owner.password)));

  await database.exclusive(
    'seed',
    () =>
      database.transaction(async (sql) => {
        if (await isSeeded(sql)) return;
        const media = new Map<string, MediaFile>();
        const addMedia = (files: MediaFile[]) => files.forEach((file) => media.set(file.path, file));

        await insertTreeItems(sql, 'regions', regionTreeItems());
        await insertTreeItems(sql, 'types', TYPE_TREE);

        await insertAll(sql, 'managers', MANAGERS.map((person) => ({ id: person.ID, data: JSON.stringify(person) })));
        for (const person of MANAGERS) addMedia([{ path: `/media/managers/${person.ID}.svg`, mime: 'image/svg+xml', body: Buffer.from(drawPortrait(person.ID * 101)) }]);

        await insertAll(
          sql,
          'owners',
          OWNERS.map((person, index) => ({
            id: person.id,
            username: person.username,
            email: person.email,
            first_name: person.firstName,
            last_name: person.lastName,
            language: person.language,
            password_hash: hashes[index]!,
            created_at: new Date(now - 200 * DAY).toISOString(),
          })),
        );

        await insertProperties(
          sql,
          properties.map((seeded) => ({
            property: seeded.property,
            options: {
              online: seeded.online,
              ownerId: seeded.ownerKey ? OWNERS.find((person) => person.key === seeded.ownerKey)!.id : null,
              managerId: seeded.managerId,
              appointments: seeded.appointments,
            },
          })),
        );
        properties.forEach((seeded) => addMedia(seeded.media));

        await insertProjects(
          sql,
          projects.map(({ project: item }) => ({ project: item, createdAt: new Date(now - (PROJECT_CREATED_DAYS_AGO[item.ID] ?? 30) * DAY).toISOString() })),
        );
        projects.forEach(({ media: files }) => addMedia(files));

        const visits: { property_id: number; at: number; source: string }[] = [];
        const history: Insertable<Schema['history']>[] = [];
        for (const seeded of properties.filter((item) => item.ownerKey)) {
          const { ID: id, Zip: zip, Status: status, Goal: goal } = seeded.property;
          const plan = { id, zip, status, online: seeded.online, rent: goal !== 0 };
          for (const { at, source } of seedVisits(plan, now)) visits.push({ property_id: id, at, source });
          for (const row of seedHistory(plan, now)) {
            history.push({
              property_id: id,
              at: row.at,
              type: row.type,
              contact: row.contact,
              subject: JSON.stringify(row.subject),
              comment: row.comment ? JSON.stringify(row.comment) : null,
              status: row.status,
              source: row.source,
            });
          }
        }
        await insertAll(sql, 'visits', visits);
        await insertAll(sql, 'history', history);
        // pictures are large: a few at a time
        const files = [...media.values()];
        for (let i = 0; i < files.length; i += 20) {
          await sql.db
            .insertInto('media')
            .values(files.slice(i, i + 20).map((file) => ({ path: file.path, mime: file.mime, body: file.body })))
            .execute();
        }
        await sql.db
          .insertInto('meta')
          .values([
            { key: 'seeded_at', value: new Date(now).toISOString() },
            { key: 'activity_days', value: String(ACTIVITY_DAYS) },
          ])
          .execute();
      }),
    { wait: true },
  );
}
