/**
 * The reference trees: GetGeographicList (regions, provinces, arrondissements and
 * municipalities with their postcodes) and GetTypeOfPropertyList (property types with
 * their web ids), each read once per language, onto core's tree items. A root's
 * ParentID is 0 (or absent) on the wire and null here.
 */
import type { TreeItemSource } from '../../../../../core/api/contract.ts';
import { LANGUAGES } from '../../../../../core/i18n/languages.ts';
import { pickTranslation, type Translatable } from '../../../../../core/i18n/translatable.ts';
import { type ByLanguage, type Mapped, PROBLEMS, RecordReader } from '../../mapping.ts';

const LEVELS: ReadonlyMap<number, NonNullable<TreeItemSource['Level']>> = new Map([
  [1, 'region'],
  [2, 'province'],
  [3, 'arrondissement'],
  [4, 'municipality'],
]);

function parentOf(read: RecordReader): number | null {
  const parent = read.integer('ParentID', { min: 0 });
  return parent === 0 ? null : parent;
}

/** One place of the geographic tree in its languages. */
export function mapRegion(byLanguage: ByLanguage): Mapped<TreeItemSource> {
  const read = RecordReader.of('region', byLanguage);
  const id = read.integer('ID', { required: true, min: 1 });
  const parent = parentOf(read);
  const name = read.texts('Name', { required: true });
  const level = read.code('Level', LEVELS);
  const postcodes = new Map<string, string[]>();
  for (const entry of read.list('PostalCodes')) {
    const zip = (entry as { Zip?: unknown } | null)?.Zip;
    const locality = (entry as { Name?: unknown } | null)?.Name;
    if (typeof zip !== 'string' || !zip.trim() || typeof locality !== 'string') {
      read.report('PostalCodes', PROBLEMS.unknown);
      break;
    }
    postcodes.set(zip, [...(postcodes.get(zip) ?? []), locality]);
  }
  return read.result(() => ({
    ID: id!,
    ParentID: parent,
    Name: name!,
    WebID: null,
    ...(level ? { Level: level } : {}),
    ...(postcodes.size > 0 ? { Postcodes: [...postcodes].map(([zip, localities]) => ({ zip, localities })) } : {}),
  }));
}

/** One property type in its languages; its WebID (1–7) is the group the site's filters and icons use. */
export function mapPropertyType(byLanguage: ByLanguage): Mapped<TreeItemSource> {
  const read = RecordReader.of('property-type', byLanguage);
  const id = read.integer('ID', { required: true, min: 1 });
  const parent = parentOf(read);
  const name = read.texts('Name', { required: true });
  const webId = read.integer('WebID', { min: 1, max: 7 });
  return read.result(() => ({ ID: id!, ParentID: parent, Name: name!, WebID: webId }));
}

const sameName = (a: string | undefined, b: string | undefined) => !!a && !!b && a.trim().toLocaleLowerCase('nl') === b.trim().toLocaleLowerCase('nl');

/**
 * A listing's own type in the type tree: the item of its group (web id) whose name, in a
 * language both have, is the listing's type name (TypeDescription). Null when none or
 * more than one match: the listing then matches demands for its whole group only.
 */
export function typeIdOfName(types: readonly TreeItemSource[], webId: number, typeName: Translatable): number | null {
  const found = new Set<number>();
  for (const item of types) {
    if (item.WebID !== webId) continue;
    if (LANGUAGES.some((language) => sameName(pickTranslation(item.Name, language), pickTranslation(typeName, language)))) found.add(item.ID);
  }
  return found.size === 1 ? [...found][0]! : null;
}

/**
 * A tree whose items are kept only when their parent is: an item left out (unreadable)
 * takes its branch with it, so the tree never has an orphan.
 */
export function wholeTree(items: readonly TreeItemSource[]): TreeItemSource[] {
  const kept = new Set<number>();
  const byId = new Map(items.map((item) => [item.ID, item]));
  const keeps = (item: TreeItemSource, seen = new Set<number>()): boolean => {
    if (kept.has(item.ID)) return true;
    if (item.ParentID === null) return true;
    if (seen.has(item.ID)) return false;
    seen.add(item.ID);
    const parent = byId.get(item.ParentID);
    return parent !== undefined && keeps(parent, seen);
  };
  for (const item of items) if (keeps(item)) kept.add(item.ID);
  return items.filter((item) => kept.has(item.ID));
}
