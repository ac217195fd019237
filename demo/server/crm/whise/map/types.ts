/**
 * Whise's categories and subcategories onto core's types. An estate names its category
 * and subcategory by id only (`category.id`, `subCategory.id`); the ids are public (the
 * Category enum of fw4-bvba/whise-api, the Category and SubCategory lookups of
 * tombroucke/immo-sync-whise), their names in four languages are ours: the categories
 * all, the common subcategories here. A subcategory not named here is shown by its
 * category's name, and its estate matches demands for its whole group.
 *
 * The type tree the site offers is core's: a root per group (web id; id 1000 + the web
 * id, so it never meets a subcategory's id, named as the site names its groups), the named
 * subcategories under it (their Whise id). A single type a demand picks is then a
 * SubcategoryId, a group the categories of its web id.
 */
import type { TreeItemSource } from '../../../../../core/api/contract.ts';
import type { Translatable } from '../../../../../core/i18n/translatable.ts';
import { TYPE_TREE } from '../../../seed/vocabulary.ts';

const t = (nl: string, fr: string, en: string, de: string): Translatable => ({ nl, fr, en, de });

export interface WhiseCategory {
  /** core's web id: 1 residential, 2 commercial/office (the default), 3 industrial, 4 land, 5 office, 6 retail */
  webId: number;
  name: Translatable;
}

/** Category.php: 1 house, 2 flat, 3 plot, 4 office, 5 commercial, 6 industrial, 7 garage/parking. */
export const CATEGORIES: ReadonlyMap<number, WhiseCategory> = new Map([
  [1, { webId: 1, name: t('Huis', 'Maison', 'House', 'Haus') }],
  [2, { webId: 1, name: t('Appartement', 'Appartement', 'Apartment', 'Wohnung') }],
  [3, { webId: 4, name: t('Grond', 'Terrain', 'Land', 'Grundstück') }],
  [4, { webId: 5, name: t('Kantoor', 'Bureau', 'Office', 'Büro') }],
  [5, { webId: 6, name: t('Handelspand', 'Commerce', 'Commercial property', 'Gewerbeobjekt') }],
  [6, { webId: 3, name: t('Industrie', 'Industriel', 'Industrial', 'Industrie') }],
  // neither a dwelling nor a shop: the default web id, as a type the agency has not mapped
  [7, { webId: 2, name: t('Garage of parking', 'Garage ou parking', 'Garage or parking', 'Garage oder Stellplatz') }],
]);

export interface WhiseSubcategory {
  category: number;
  name: Translatable;
}

/** Subcategories by their Whise id (SubCategory lookup of immo-sync-whise), with the category each belongs to. */
export const SUBCATEGORIES: ReadonlyMap<number, WhiseSubcategory> = new Map([
  [4, { category: 1, name: t('Hoeve', 'Ferme', 'Farmhouse', 'Bauernhof') }],
  [5, { category: 1, name: t('Bungalow', 'Bungalow', 'Bungalow', 'Bungalow') }],
  [7, { category: 1, name: t('Bel-etage', 'Bel-étage', 'Bel-étage', 'Bel-Etage') }],
  [12, { category: 1, name: t('Herenhuis', 'Maison de maître', 'Mansion', 'Herrenhaus') }],
  [13, { category: 1, name: t('Villa', 'Villa', 'Villa', 'Villa') }],
  [89, { category: 1, name: t('Eengezinswoning', 'Maison unifamiliale', 'Family house', 'Einfamilienhaus') }],
  [90, { category: 1, name: t('Halfopen woning', 'Maison semi-mitoyenne', 'Semi-detached house', 'Doppelhaushälfte') }],
  [17, { category: 2, name: t('Appartement', 'Appartement', 'Apartment', 'Wohnung') }],
  [18, { category: 2, name: t('Duplex', 'Duplex', 'Duplex', 'Maisonette') }],
  [19, { category: 2, name: t('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse') }],
  [21, { category: 2, name: t('Studio', 'Studio', 'Studio', 'Studio') }],
  [23, { category: 2, name: t('Loft', 'Loft', 'Loft', 'Loft') }],
  [25, { category: 2, name: t('Gelijkvloers appartement', 'Rez-de-chaussée', 'Ground-floor flat', 'Erdgeschosswohnung') }],
  [26, { category: 3, name: t('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück') }],
  [35, { category: 4, name: t('Kantoorruimte', 'Bureaux', 'Office space', 'Bürofläche') }],
  [42, { category: 5, name: t('Winkel', 'Magasin', 'Shop', 'Laden') }],
  [46, { category: 6, name: t('Bedrijfsgebouw', 'Bâtiment industriel', 'Industrial building', 'Industriegebäude') }],
  [53, { category: 6, name: t('Magazijn', 'Entrepôt', 'Warehouse', 'Lagerhalle') }],
  [48, { category: 7, name: t('Buitenparking', 'Parking extérieur', 'Outdoor parking space', 'Außenstellplatz') }],
  [49, { category: 7, name: t('Binnenparking', 'Parking intérieur', 'Indoor parking space', 'Innenstellplatz') }],
  [51, { category: 7, name: t('Gesloten garage', 'Garage fermé', 'Closed garage', 'Geschlossene Garage') }],
]);

/** The id of a group's root in the type tree. */
export const groupNodeId = (webId: number) => 1_000 + webId;

/** The web ids the categories make groups of, in core's order. */
const GROUPS = [...new Set([...CATEGORIES.values()].map((category) => category.webId))].sort((a, b) => a - b);

/** The type tree of the site: a root per group, named as the site names its groups, with the named subcategories of its categories under it. */
export function whiseTypeTree(): TreeItemSource[] {
  return GROUPS.flatMap((webId) => {
    const name = TYPE_TREE.find((node) => node.ParentID === null && node.WebID === webId)!.Name;
    const types = [...SUBCATEGORIES].filter(([, subcategory]) => CATEGORIES.get(subcategory.category)!.webId === webId);
    return [{ ID: groupNodeId(webId), ParentID: null, Name: name, WebID: webId }, ...types.map(([id, subcategory]) => ({ ID: id, ParentID: groupNodeId(webId), Name: subcategory.name, WebID: webId }))];
  });
}

/** The Whise categories of a web id: what a demand for a whole group asks for. */
export function categoriesOfWebId(webId: number): number[] {
  return [...CATEGORIES].filter(([, category]) => category.webId === webId).map(([id]) => id);
}
