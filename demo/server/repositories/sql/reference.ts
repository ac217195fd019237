/** The reference trees in `reference_items`, in the order the agency put them. */
import type { TreeItemSource } from '../../../../core/api/contract.ts';
import type { Sql } from '../../db/database.ts';
import type { ReferenceData } from '../reference.ts';

export function sqlReference({ db }: Sql): ReferenceData {
  const items = async (name: 'regions' | 'types'): Promise<TreeItemSource[]> =>
    (
      await db
        .selectFrom('reference_items')
        .select(['id', 'parent_id', 'name', 'web_id', 'extra'])
        .where('tree', '=', name)
        .orderBy('position')
        .execute()
    ).map((row) => ({
      ID: row.id,
      ParentID: row.parent_id,
      Name: JSON.parse(row.name),
      WebID: row.web_id,
      ...(row.extra ? (JSON.parse(row.extra) as Pick<TreeItemSource, 'Level' | 'Postcodes'>) : {}),
    }));
  return {
    regions: () => items('regions'),
    propertyTypes: () => items('types'),
  };
}
