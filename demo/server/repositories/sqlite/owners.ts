/**
 * Owner accounts in `owners` (passwords hashed with scrypt, owner/passwords.ts), their
 * properties in `properties`, visits (with their channel) in `visits`, the agency's history in `history`.
 */
import type { OwnerAccount, OwnerHistoryRow, OwnerProperty } from '../../../../core/api/contract.ts';
import type { Language } from '../../../../core/i18n/languages.ts';
import { visitSources } from '../../../../core/owner/sources.ts';
import { visitStatistics } from '../../../../core/owner/statistics.ts';
import type { Property } from '../../../../core/property/types.ts';
import type { Db } from '../../db/database.ts';
import { decoyHash, hashPassword, verifyPassword } from '../../owner/passwords.ts';
import type { Owners } from '../owners.ts';

interface OwnerRow {
  id: number;
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  language: Language;
  password_hash: string;
}

interface HistoryRow {
  id: number;
  at: string;
  type: string;
  contact: string | null;
  subject: string;
  comment: string | null;
  status: string;
  source: string | null;
}

const toAccount = (row: OwnerRow): OwnerAccount => ({
  ID: row.id,
  Username: row.username,
  Email: row.email,
  FirstName: row.first_name,
  LastName: row.last_name,
  Language: row.language,
});

export function sqliteOwners(db: Db): Owners {
  const byLogin = db.prepare('SELECT * FROM owners WHERE username = ? OR email = ?');
  const byId = db.prepare('SELECT * FROM owners WHERE id = ?');
  const byEmail = db.prepare('SELECT * FROM owners WHERE email = ?');
  const setPassword = db.prepare('UPDATE owners SET password_hash = ? WHERE id = ?');
  const properties = db.prepare('SELECT data, online FROM properties WHERE owner_id = ? ORDER BY created_at DESC');
  const owns = db.prepare('SELECT id FROM properties WHERE id = ? AND owner_id = ?');
  const visits = db.prepare('SELECT at, source FROM visits WHERE property_id = ?');
  const history = db.prepare('SELECT id, at, type, contact, subject, comment, status, source FROM history WHERE property_id = ?');

  return {
    async authenticate(login, password) {
      const owner = byLogin.get(login, login) as OwnerRow | undefined;
      // an unknown account costs as much time as a wrong password: timing tells nothing
      const valid = await verifyPassword(password, owner?.password_hash ?? (await decoyHash()));
      return owner && valid ? toAccount(owner) : undefined;
    },

    async byLogin(login) {
      const owner = byLogin.get(login, login) as OwnerRow | undefined;
      return owner && toAccount(owner);
    },

    async account(id) {
      const owner = byId.get(id) as OwnerRow | undefined;
      return owner && toAccount(owner);
    },

    async byEmail(email) {
      const owner = byEmail.get(email) as OwnerRow | undefined;
      return owner && toAccount(owner);
    },

    async setPassword(id, password) {
      setPassword.run(await hashPassword(password), id);
    },

    async properties(ownerId) {
      return (properties.all(ownerId) as { data: string; online: number }[]).map((row): OwnerProperty => {
        const property = JSON.parse(row.data) as Property;
        return {
          ID: property.ID,
          Title: property.Title,
          Street: property.Street,
          HouseNumber: property.HouseNumber,
          Zip: property.Zip,
          City: property.City,
          Goal: property.Goal,
          WebID: property.WebID,
          Status: property.Status,
          Online: row.online === 1,
          MainPicture: property.MainPicture,
        };
      });
    },

    async owns(ownerId, propertyId) {
      return owns.get(propertyId, ownerId) !== undefined;
    },

    async statistics(propertyId, now) {
      const rows = visits.all(propertyId) as { at: number; source: string }[];
      return { ...visitStatistics(rows.map((row) => row.at), now), sources: visitSources(rows, now) };
    },

    async history(propertyId) {
      return (history.all(propertyId) as HistoryRow[]).map(
        (row) =>
          ({
            ID: row.id,
            Date: row.at,
            Type: row.type,
            Contact: row.contact,
            Subject: JSON.parse(row.subject),
            Comment: row.comment === null ? null : JSON.parse(row.comment),
            Status: row.status,
            Source: row.source,
          }) as OwnerHistoryRow,
      );
    },
  };
}
