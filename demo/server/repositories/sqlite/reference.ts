/** The reference trees in `reference_items`, in the order the agency put them. */
import type { TreeItemSource } from '../../../../core/api/contract.ts';
import type { Db } from '../../db/database.ts';
import type { ReferenceData } from '../reference.ts';

interface Row {
  id: number;
  parent_id: number | null;
  name: string;
  web_id: number | null;
  extra: string | null;
}

export function sqliteReference(db: Db): ReferenceData {
  const tree = db.prepare('SELECT id, parent_id, name, web_id, extra FROM reference_items WHERE tree = ? ORDER BY position');
  const items = (name: 'regions' | 'types'): TreeItemSource[] =>
    (tree.all(name) as Row[]).map((row) => ({
      ID: row.id,
      ParentID: row.parent_id,
      Name: JSON.parse(row.name),
      WebID: row.web_id,
      ...(row.extra ? (JSON.parse(row.extra) as Pick<TreeItemSource, 'Level' | 'Postcodes'>) : {}),
    }));
  return {
    async regions() {
      return items('regions');
    },
    async propertyTypes() {
      return items('types');
    },
  };
}
