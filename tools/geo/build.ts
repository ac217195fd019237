/**
 * Builds the geographic reference data from the open sources in tools/geo/sources/
 * (their origin and licences: tools/geo/README.md):
 *
 * - demo/server/geo/places.json: the official hierarchy (region → province →
 *   arrondissement → municipality) of 1 January 2025 with NIS codes as ids, names in
 *   nl, fr, de and en, and each municipality's postcodes with their localities;
 * - core/geo/geometry.ts: the municipalities of 2025 as simplified SVG paths,
 *   with the province borders and each province's box for zooming.
 *
 * Run with `npx tsx tools/geo/build.ts` when a source changes; both outputs are committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { feature, mergeArcs, mesh } from 'topojson-client';
import { presimplify, quantile, simplify } from 'topojson-simplify';
import type { GeometryCollection, GeometryObject, Topology } from 'topojson-specification';
import { formatCity } from '../../core/format/city.ts';
import { isDrawablePath, svgPath } from './svg-path.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const source = (name: string) => readFileSync(join(root, 'tools/geo/sources', name), 'utf8');

type Names = { nl: string; fr: string; de: string; en: string };

// ---------------------------------------------------------------- municipalities of 2019 → 2025

/**
 * The mergers of 1 January 2025 (Statbel, "NIS-codes van de nieuwe gemeenten door fusies
 * van 02/12/2024 en 01/01/2025"): the municipalities that merged and the new NIS code and
 * names. Zwijndrecht (province of Antwerp) and Moerbeke and Kortessem change arrondissement
 * with their merger: the new code's first digits say where the municipality now belongs.
 */
const MERGERS_2025: readonly { from: readonly string[]; to: string; names?: Partial<Names> }[] = [
  { from: ['11002', '11007'], to: '11002' },
  { from: ['23023', '23024', '23032'], to: '23106', names: { nl: 'Pajottegem', fr: 'Pajottegem', de: 'Pajottegem', en: 'Pajottegem' } },
  { from: ['37012', '37018'], to: '37021', names: { nl: 'Wingene', fr: 'Wingene', de: 'Wingene', en: 'Wingene' } },
  { from: ['37007', '37015'], to: '37022', names: { nl: 'Tielt', fr: 'Tielt', de: 'Tielt', en: 'Tielt' } },
  { from: ['44012', '44048'], to: '44086', names: { nl: 'Nazareth-De Pinte', fr: 'Nazareth-De Pinte', de: 'Nazareth-De Pinte', en: 'Nazareth-De Pinte' } },
  { from: ['44034', '44073'], to: '44087', names: { nl: 'Lochristi', fr: 'Lochristi', de: 'Lochristi', en: 'Lochristi' } },
  { from: ['46014', '44045'], to: '46029', names: { nl: 'Lokeren', fr: 'Lokeren', de: 'Lokeren', en: 'Lokeren' } },
  { from: ['44040', '44043'], to: '44088', names: { nl: 'Merelbeke-Melle', fr: 'Merelbeke-Melle', de: 'Merelbeke-Melle', en: 'Merelbeke-Melle' } },
  {
    from: ['46003', '46013', '11056'],
    to: '46030',
    names: { nl: 'Beveren-Kruibeke-Zwijndrecht', fr: 'Beveren-Kruibeke-Zwijndrecht', de: 'Beveren-Kruibeke-Zwijndrecht', en: 'Beveren-Kruibeke-Zwijndrecht' },
  },
  { from: ['73006', '73032'], to: '73110', names: { nl: 'Bilzen-Hoeselt', fr: 'Bilzen-Hoeselt', de: 'Bilzen-Hoeselt', en: 'Bilzen-Hoeselt' } },
  { from: ['73009', '73083'], to: '73111', names: { nl: 'Tongeren-Borgloon', fr: 'Tongres-Looz', de: 'Tongeren-Borgloon', en: 'Tongeren-Borgloon' } },
  { from: ['71069', '71057'], to: '71071', names: { nl: 'Tessenderlo-Ham', fr: 'Tessenderlo-Ham', de: 'Tessenderlo-Ham', en: 'Tessenderlo-Ham' } },
  { from: ['71022', '73040'], to: '71072', names: { nl: 'Hasselt', fr: 'Hasselt', de: 'Hasselt', en: 'Hasselt' } },
  { from: ['82003', '82005'], to: '82039', names: { nl: 'Bastenaken', fr: 'Bastogne', de: 'Bastnach', en: 'Bastogne' } },
];

/**
 * The 2019 mergers and recodings, for the postcode list, whose NIS codes are of 2013:
 * seven Flemish mergers, and the Hainaut municipalities that changed arrondissement
 * (Statbel REFNIS: the codes that end on 31/12/2018 and their successors of 01/01/2019).
 */
const RECODED_2019: Readonly<Record<string, string>> = {
  '12030': '12041', '12034': '12041',
  '44001': '44084', '44029': '44084',
  '44011': '44083', '44049': '44083',
  '44036': '44085', '44072': '44085', '44080': '44085',
  '45017': '45068', '45057': '45068',
  '71047': '72042', '72040': '72042',
  '72025': '72043', '72029': '72043',
  '52043': '55086', '52063': '55085',
  '54007': '57096', '54010': '57097',
  '55010': '51067', '55039': '51068', '55023': '51069',
  '55022': '58001', '56011': '58002', '56085': '58003', '56087': '58004',
  // Desteldonk, merged into Gent in 1977: the list's own correction used a code Statbel never had
  '44014': '44021',
};

const merged2025 = new Map<string, string>(MERGERS_2025.flatMap((merger) => merger.from.map((code) => [code, merger.to] as const)));
const code2025 = (code: string) => merged2025.get(RECODED_2019[code] ?? code) ?? RECODED_2019[code] ?? code;

// ---------------------------------------------------------------- names

interface RefnisRow {
  LVL_REFNIS: string;
  CD_REFNIS: string;
  CD_SUP_REFNIS: string;
  TX_REFNIS_DE: string;
  TX_REFNIS_FR: string;
  TX_REFNIS_NL: string;
  DT_VLDT_END: string;
}

function parseCsv(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean)
    .map((line) => [...line.matchAll(/(?:^|,)(?:"([^"]*)"|([^,]*))/g)].map((match) => match[1] ?? match[2] ?? ''));
}

const refnisRows = parseCsv(source('TU_COM_REFNIS.csv'));
const header = refnisRows[0]!;
const refnis = refnisRows
  .slice(1)
  .map((cells) => Object.fromEntries(header.map((name, index) => [name, cells[index] ?? ''])) as unknown as RefnisRow)
  .filter((row) => row.DT_VLDT_END === '31/12/9999');
const byCode = new Map(refnis.map((row) => [row.CD_REFNIS, row]));

/**
 * English has no official names here: the common English exonym where there is one, else
 * the municipality's own name (French in Brussels, as English-language guides write them).
 * Unofficial translations, marked so in tools/geo/README.md as Statbel's licence asks.
 */
const ENGLISH: Readonly<Record<string, string>> = {
  '02000': 'Flanders', '03000': 'Wallonia', '04000': 'Brussels-Capital Region',
  '10000': 'Antwerp', '20001': 'Flemish Brabant', '20002': 'Walloon Brabant', '30000': 'West Flanders', '40000': 'East Flanders',
  '50000': 'Hainaut', '60000': 'Liège', '70000': 'Limburg', '80000': 'Luxembourg', '90000': 'Namur',
  '11002': 'Antwerp', '21004': 'Brussels', '31005': 'Bruges', '33011': 'Ypres', '35013': 'Ostend', '44021': 'Ghent',
};
/** The nine municipalities of the German-speaking Community: their own name is the German one. */
const GERMAN_SPEAKING = new Set(['63001', '63012', '63013', '63023', '63040', '63048', '63061', '63067', '63087']);
/** Regions as a visitor names them, rather than the institutions' full names. */
const REGION_NAMES: Readonly<Record<string, Names>> = {
  '02000': { nl: 'Vlaanderen', fr: 'Flandre', de: 'Flandern', en: 'Flanders' },
  '03000': { nl: 'Wallonië', fr: 'Wallonie', de: 'Wallonien', en: 'Wallonia' },
  '04000': { nl: 'Brussels Hoofdstedelijk Gewest', fr: 'Région de Bruxelles-Capitale', de: 'Region Brüssel-Hauptstadt', en: 'Brussels-Capital Region' },
};

const strip = (name: string, prefix: RegExp) => name.replace(prefix, '').trim();

function namesOf(row: RefnisRow): Names {
  const level = row.LVL_REFNIS;
  if (level === '1') return REGION_NAMES[row.CD_REFNIS]!;
  // the province, not the Grand Duchy next to it
  if (row.CD_REFNIS === '80000') return { nl: 'Luxemburg (provincie)', fr: 'Luxembourg (province)', de: 'Luxemburg (Provinz)', en: 'Luxembourg Province' };
  if (level === '2') {
    const nl = strip(row.TX_REFNIS_NL, /^Provincie\s+/);
    const fr = strip(row.TX_REFNIS_FR, /^Province (du |de la |de |d['’])/);
    return { nl, fr: fr.charAt(0).toUpperCase() + fr.slice(1), de: strip(row.TX_REFNIS_DE, /^Provinz\s+/), en: ENGLISH[row.CD_REFNIS]! };
  }
  if (level === '3') {
    const english = strip(row.TX_REFNIS_NL, /^Arrondissement\s+/);
    return { nl: row.TX_REFNIS_NL, fr: row.TX_REFNIS_FR, de: row.TX_REFNIS_DE, en: `Arrondissement of ${ENGLISH[`${row.CD_REFNIS.slice(0, 2)}000`] ?? english}` };
  }
  // Brussels municipalities have a French and a Dutch name; German names follow the French (Statbel)
  const [nl, fr, de] = [row.TX_REFNIS_NL, row.TX_REFNIS_FR, row.TX_REFNIS_DE].map(municipalityName) as [string, string, string];
  const own = GERMAN_SPEAKING.has(row.CD_REFNIS) ? de : row.CD_REFNIS.startsWith('21') || row.CD_REFNIS[0]! >= '5' || row.CD_REFNIS.startsWith('25') ? fr : nl;
  return { nl, fr, de, en: ENGLISH[row.CD_REFNIS] ?? own };
}

/**
 * A municipality's name as the town writes it. REFNIS adds its arrondissement in brackets
 * to names an arrondissement, a province or a part of another municipality shares ("Aalst
 * (Aalst)", "Halle (Halle-Vilvoorde)"): in the tree the municipality stands under its
 * arrondissement already, so the brackets go (two municipalities that do share a name get
 * their province back below). REFNIS writes 's-Gravenbrakel without its hyphen.
 */
function municipalityName(name: string): string {
  return name.replace(/\s*\([^)]*\)$/, '').replace(/^(['’]s)\s+/, '$1-');
}

// ---------------------------------------------------------------- the hierarchy

export interface PlaceNode {
  id: number;
  parent: number | null;
  level: 'region' | 'province' | 'arrondissement' | 'municipality';
  name: Names;
  /** municipalities: their postcodes, each with its localities as bpost names them */
  postcodes?: { zip: string; localities: string[] }[];
}

const LEVELS = ['', 'region', 'province', 'arrondissement', 'municipality'] as const;
const nodes = new Map<string, PlaceNode>();
for (const row of refnis) {
  if (row.LVL_REFNIS === '4' && merged2025.has(row.CD_REFNIS)) continue;
  // Brussels' single arrondissement adds nothing between its region and its 19 municipalities
  if (row.CD_REFNIS === '21000') continue;
  const parent = row.CD_SUP_REFNIS === '-' ? null : row.CD_SUP_REFNIS === '21000' ? '04000' : row.CD_SUP_REFNIS;
  nodes.set(row.CD_REFNIS, { id: Number(row.CD_REFNIS), parent: parent ? Number(parent) : null, level: LEVELS[Number(row.LVL_REFNIS)] as PlaceNode['level'], name: namesOf(row) });
}
for (const merger of MERGERS_2025) {
  const kept = byCode.get(merger.to);
  const first = byCode.get(merger.from[0]!)!;
  const names = { ...namesOf(kept ?? first), ...merger.names };
  nodes.set(merger.to, { id: Number(merger.to), parent: Number(`${merger.to.slice(0, 2)}000`), level: 'municipality', name: names });
}

// postcodes: bpost's localities with the NIS code of their municipality, brought to 2025
const PROVINCES: Readonly<Record<string, string>> = {
  Antwerpen: '1', 'Vlaams-Brabant': '2[34]', 'Waals-Brabant': '25', 'West-Vlaanderen': '3', 'Oost-Vlaanderen': '4',
  Henegouwen: '5', Luik: '6', Limburg: '7', Luxemburg: '8', Namen: '9', Brussel: '21',
};
const inProvince = (nis: string, province: string) => new RegExp(`^(${PROVINCES[province.trim()] ?? '-'})`).test(nis);
const bare = (name: string) => name.replace(/\s*\(.*\)$/, '').toLowerCase();
const localities = parseCsv(source('bpost-localities-nis2013.csv'))
  .slice(1)
  .map(([name, zip, nis, province]) => ({ name: name!, zip: zip!, nis: nis!, province: province! }));
/**
 * The list was joined to NIS codes by name, so a locality named like a municipality of
 * another province got that one's code (Kapellen 2950 became Glabbeek's). Such a row takes
 * the code of the other localities of its postcode, else of the municipality of its own
 * name in its own province.
 */
/** Localities alone under their postcode whose name is a municipality's elsewhere: their own municipality. */
const DEELGEMEENTEN: Readonly<Record<string, string>> = {
  '7811 Arbre': '51004', // Ath
  '8791 Beveren': '34040', // Waregem
  '2100 Deurne': '11002', // Antwerpen
  '1981 Hofstade': '23096', // Zemst
  '2812 Muizen': '12025', // Mechelen
  '1541 Sint-Pieters-Kapelle': '23032', // Herne
};
for (const row of localities) {
  row.nis = DEELGEMEENTEN[`${row.zip} ${row.name}`] ?? row.nis;
  if (inProvince(row.nis, row.province)) continue;
  const siblings = new Set(localities.filter((other) => other.zip === row.zip && inProvince(other.nis, other.province)).map((other) => other.nis));
  const named = refnis.filter(
    (entry) =>
      entry.LVL_REFNIS === '4' &&
      inProvince(entry.CD_REFNIS, row.province) &&
      [entry.TX_REFNIS_NL, entry.TX_REFNIS_FR, entry.TX_REFNIS_DE].some((name) => bare(name) === bare(row.name)),
  );
  const fix = siblings.size === 1 ? [...siblings][0] : named.length === 1 ? named[0]!.CD_REFNIS : undefined;
  if (!fix) throw new Error(`postcode ${row.zip} ${row.name}: cannot place it`);
  row.nis = fix;
}
const postcodes = new Map<string, Map<string, Set<string>>>();
for (const { name, zip, nis } of localities) {
  const code = code2025(nis);
  if (!nodes.has(code) || nodes.get(code)!.level !== 'municipality') throw new Error(`postcode ${zip} ${name}: no municipality ${code}`);
  const zips = postcodes.get(code) ?? new Map<string, Set<string>>();
  const names = zips.get(zip) ?? new Set<string>();
  // bpost writes some names in capitals or with lower-case parts ("Sint-agatha-berchem"): the city rule of core
  names.add(formatCity(name));
  zips.set(zip, names);
  postcodes.set(code, zips);
}
for (const [code, zips] of postcodes) {
  nodes.get(code)!.postcodes = [...zips]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zip, localities]) => ({ zip, localities: [...localities].sort((a, b) => a.localeCompare(b, 'nl')) }));
}

const municipalities = [...nodes.values()].filter((node) => node.level === 'municipality');
// two municipalities of one name in a language (Saint-Nicolas in the provinces of Liège and East Flanders) are told apart by their province
for (const language of ['nl', 'fr', 'de', 'en'] as const) {
  const named = new Map<string, PlaceNode[]>();
  for (const node of municipalities) named.set(node.name[language], [...(named.get(node.name[language]) ?? []), node]);
  for (const [name, namesakes] of named) {
    if (namesakes.length < 2) continue;
    const province = (node: PlaceNode) => nodes.get(String(provinceOf(String(node.id).padStart(5, '0'))).padStart(5, '0'))!.name[language];
    for (const node of namesakes) node.name = { ...node.name, [language]: `${name} (${province(node)})` };
  }
}
if (municipalities.length !== 565) throw new Error(`expected the 565 municipalities of 2025, got ${municipalities.length}`);
const withoutPostcode = municipalities.filter((node) => !node.postcodes?.length);
if (withoutPostcode.length > 0) throw new Error(`municipalities without a postcode: ${withoutPostcode.map((node) => node.id).join(', ')}`);

/** Regions first, then depth first, each level by its code (Statbel's order). */
const ordered: PlaceNode[] = [];
const children = (parent: number | null) => [...nodes.values()].filter((node) => node.parent === parent).sort((a, b) => a.id - b.id);
const walk = (parent: number | null) => {
  for (const node of children(parent)) {
    ordered.push(node);
    walk(node.id);
  }
};
walk(null);
writeFileSync(join(root, 'demo/server/geo/places.json'), `${JSON.stringify({ date: '2025-01-01', places: ordered })}\n`);

// ---------------------------------------------------------------- the map

const topology = JSON.parse(source('belgium-topojson.json')) as Topology;
const collection = topology.objects.municipalities as GeometryCollection<{ nis: string }>;
const groups = new Map<string, GeometryObject<{ nis: string }>[]>();
for (const geometry of collection.geometries) {
  const code = code2025((geometry.properties as { nis: string }).nis);
  groups.set(code, [...(groups.get(code) ?? []), geometry]);
}
const merged: GeometryCollection = {
  type: 'GeometryCollection',
  geometries: [...groups].map(([code, parts]) => ({
    ...(parts.length === 1 ? parts[0]! : mergeArcs(topology, parts as never)),
    id: code,
    properties: { province: provinceOf(code) },
  })) as never,
};
const mapTopology: Topology = { ...topology, objects: { municipalities: merged } };
// Keeps a tenth of the weighted points: the shapes stay recognisable zoomed to a province, at 29 KB gzip
const presimplified = presimplify(mapTopology as never);
const simplified = simplify(presimplified, quantile(presimplified, 0.1));

function provinceOf(code: string): number {
  let node = nodes.get(code);
  while (node && node.level !== 'province' && node.level !== 'region') node = node.parent === null ? undefined : nodes.get(String(node.parent).padStart(5, '0'));
  return node?.id ?? 0;
}

const LAT0 = 50.5;
const K = 200;
const COS = Math.cos((LAT0 * Math.PI) / 180);
const bbox = topology.bbox!;
const [minX, maxY] = [bbox[0] * COS * K, bbox[3] * K];
const project = ([lon, lat]: number[]): [number, number] => [Math.round((lon! * COS * K - minX) * 10) / 10, Math.round((maxY - lat! * K) * 10) / 10];
const width = Math.ceil((bbox[2] - bbox[0]) * COS * K);
const height = Math.ceil((bbox[3] - bbox[1]) * K);

const pathOf = (rings: number[][][], closed = true) => svgPath(rings.map((ring) => ring.map(project)), closed);

type Polygonal = { type: 'Polygon'; coordinates: number[][][] } | { type: 'MultiPolygon'; coordinates: number[][][][] };
const ringsOf = (geometry: Polygonal) => (geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat());

const features = (feature(simplified, simplified.objects.municipalities!) as unknown as { features: { id: string; geometry: Polygonal }[] }).features;
const boxes = new Map<number, [number, number, number, number]>();
const rows = features
  .sort((a, b) => Number(a.id) - Number(b.id))
  .map((item) => {
    const province = provinceOf(item.id);
    const points = ringsOf(item.geometry).flat().map(project);
    const box = boxes.get(province) ?? [Infinity, Infinity, -Infinity, -Infinity];
    for (const [x, y] of points) {
      box[0] = Math.min(box[0], x);
      box[1] = Math.min(box[1], y);
      box[2] = Math.max(box[2], x);
      box[3] = Math.max(box[3], y);
    }
    boxes.set(province, box);
    const path = pathOf(ringsOf(item.geometry));
    if (!isDrawablePath(path)) throw new Error(`municipality ${item.id}: no shape left to draw (${path.slice(0, 40)})`);
    return [Number(item.id), province, path] as const;
  });
const borders = mesh(simplified, simplified.objects.municipalities as never, (a, b) => provinceOf(String(a.id)) !== provinceOf(String(b.id)));
const bordersPath = borders.coordinates.map((line) => pathOf([line], false)).join('');

const geometry = {
  width,
  height,
  municipalities: rows,
  provinces: [...boxes].sort(([a], [b]) => a - b).map(([id, box]) => [id, ...box.map((value) => Math.round(value))]),
  borders: bordersPath,
};
writeFileSync(
  join(root, 'core/geo/geometry.ts'),
  `/**
 * The 565 municipalities of Belgium (1 January 2025) as SVG paths, generated by
 * tools/geo/build.ts from open data (tools/geo/README.md): [NIS code, province or region
 * code, path]; the province borders; each province's box [code, x0, y0, x1, y1] for zooming.
 */
export const GEOMETRY: {
  width: number;
  height: number;
  municipalities: readonly (readonly [number, number, string])[];
  provinces: readonly (readonly number[])[];
  borders: string;
} = ${JSON.stringify(geometry)};
`,
);
console.log(`places: ${ordered.length} (${municipalities.length} municipalities); map: ${rows.length} paths, ${JSON.stringify(geometry).length} characters`);
