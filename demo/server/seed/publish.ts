/**
 * The demo's back office: publishing a listing, or changing one, as an agent does in the
 * CRM (`POST /admin/listings`). In production the CRM publishes and calls the alerts.
 */
import type { Property } from '../../../core/property/types.ts';
import type { Db } from '../db/database.ts';
import { insertProperty, propertyColumns } from './seed.ts';

/** The listing's record as stored, online or not. */
export function storedListing(db: Db, id: number): Property | undefined {
  const data = db.prepare('SELECT data FROM properties WHERE id = ?').pluck().get(id) as string | undefined;
  return data === undefined ? undefined : (JSON.parse(data) as Property);
}

/** Puts the listing online with this record: a new row, or the existing one rewritten (its visits and history stay). */
export function publishListing(db: Db, property: Property): void {
  const updated = db
    .prepare(
      `UPDATE properties SET online = 1, goal = @goal, web_id = @webId, region_id = @regionId, zip = @zip, city = @city, city_key = @cityKey,
         country_id = @countryId, price = @price, publish_price = @publishPrice, bedrooms = @bedrooms, status = @status, search = @search, data = @data
       WHERE id = @id`,
    )
    .run(propertyColumns(property));
  if (updated.changes === 0) insertProperty(db, property, { online: true, ownerId: null, managerId: null, appointments: 'open' });
}
