/**
 * The demo's listings: about sixty properties across Flanders, Wallonia, Brussels and
 * the Grand Duchy, chosen so that every type, goal, availability state, marquee,
 * price unit, EPC band of every region and published/unpublished price and address
 * occurs. The plan below fixes what each listing is; a seeded generator fills in
 * the rest, so the data is the same on every machine.
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import type {
  AvailabilityState,
  DocumentFile,
  EpcStatus,
  Orientation,
  Picture,
  Property,
} from '../../../core/property/types.ts';
import { MOBISCORE_CATEGORIES } from '../../../core/property/types.ts';
import { epcLabel } from '../../../core/property/epc.ts';
import { DEPOSIT_MONTHS } from '../../../core/forms/rental.ts';
import { MANAGERS } from './people.ts';
import { renderPdf } from './pdf.ts';
import { drawScene, type Look, PICTURE_SIZES, type Scene } from './pictures.ts';
import { createPhotoPicker, type Photo, type PhotoPicker, type PhotoScene, type PhotoSubject, photoPicture } from './photos.ts';
import { INDUSTRIAL, marketOf, OFFICE_SALE_SHARE, OFFICE_SERVICE_CHARGES, RENT_CONDITION, SALE_CONDITION } from './market.ts';
import { type Place, placeOf } from './places.ts';
import { deliveryYear, firstUnitOf } from './projects.ts';
import { createRandom, type Random } from './prng.ts';
import { type Condition, listingTexts } from './texts.ts';
import type { MediaFile } from './media-file.ts';
import {
  ASBESTOS,
  AVAILABLE_FROM,
  CAPTIONS,
  DOCUMENT_NAMES,
  FLOORS,
  GLAZING,
  HEATING,
  KITCHENS,
  MARQUEES,
  PLANNING,
  PRICE_UNITS,
  ROOF_CONDITIONS,
  ROOF_MATERIALS,
  ROOF_TYPES,
  SERVITUDES,
  typeNode,
  type Variant,
  WINDOW_FRAMES,
} from './vocabulary.ts';

type MarqueeKey = keyof typeof MARQUEES;

interface Plan {
  zip: string;
  city?: string;
  variant: Variant;
  goal: 'sale' | 'rent';
  status?: AvailabilityState;
  marquee?: MarqueeKey;
  hidePrice?: boolean;
  hideAddress?: boolean;
  owner?: 'A' | 'B';
  offline?: boolean;
  /** part of a new-build project: priced "starting from" */
  project?: number;
  appointmentsFull?: boolean;
  epcRequested?: boolean;
}

const PLAN: readonly Plan[] = [
  // Flanders
  { zip: '2000', variant: 'apartment', goal: 'sale' },
  { zip: '2018', variant: 'apartment', goal: 'rent' },
  { zip: '2600', variant: 'house', goal: 'sale', marquee: 'new' },
  { zip: '2500', variant: 'house', goal: 'sale', owner: 'A' },
  { zip: '2800', variant: 'apartment', goal: 'rent', owner: 'A' },
  { zip: '2300', variant: 'land', goal: 'sale' },
  { zip: '3500', variant: 'office', goal: 'rent' },
  { zip: '3600', variant: 'industrial', goal: 'sale' },
  { zip: '3700', variant: 'house', goal: 'sale', status: 'sold', marquee: 'sold', owner: 'A' },
  { zip: '9000', variant: 'apartment', goal: 'sale', owner: 'A' },
  { zip: '9000', variant: 'studio', goal: 'rent' },
  { zip: '9050', variant: 'house', goal: 'rent', status: 'rented', marquee: 'rented', owner: 'A' },
  { zip: '9830', variant: 'villa', goal: 'sale', hidePrice: true },
  { zip: '9300', variant: 'retail', goal: 'rent' },
  { zip: '9100', variant: 'house', goal: 'sale', marquee: 'priceDrop', owner: 'A' },
  { zip: '3000', variant: 'studio', goal: 'rent' },
  { zip: '3080', variant: 'villa', goal: 'sale', hideAddress: true, appointmentsFull: true },
  { zip: '1500', variant: 'house', goal: 'sale' },
  { zip: '1800', variant: 'industrial', goal: 'rent' },
  { zip: '1930', city: 'Zaventem', variant: 'office', goal: 'sale', marquee: 'new' },
  { zip: '8000', variant: 'house', goal: 'sale', hideAddress: true },
  { zip: '8300', variant: 'penthouse', goal: 'sale', hidePrice: true },
  { zip: '8400', variant: 'apartment', goal: 'sale', marquee: 'openHouse' },
  { zip: '8500', variant: 'commercial', goal: 'sale' },
  { zip: '8800', variant: 'land', goal: 'sale' },
  { zip: '2000', variant: 'apartment', goal: 'sale', project: 1, marquee: 'new' },
  { zip: '2000', variant: 'practice', goal: 'rent' },
  { zip: '9000', variant: 'house', goal: 'sale', owner: 'A', offline: true, epcRequested: true },
  // Wallonia
  { zip: '1300', variant: 'house', goal: 'sale', owner: 'B' },
  { zip: '1410', variant: 'villa', goal: 'sale', owner: 'B', hideAddress: true },
  { zip: '1400', variant: 'apartment', goal: 'rent' },
  { zip: '1348', variant: 'studio', goal: 'rent', status: 'rented', marquee: 'rented', owner: 'B' },
  { zip: '5000', variant: 'apartment', goal: 'sale', owner: 'B' },
  { zip: '5500', variant: 'house', goal: 'sale', epcRequested: true },
  { zip: '4000', variant: 'apartment', goal: 'sale', appointmentsFull: true },
  { zip: '4000', variant: 'retail', goal: 'rent' },
  { zip: '4900', variant: 'villa', goal: 'sale', status: 'sold', marquee: 'sold', owner: 'B' },
  { zip: '6000', variant: 'industrial', goal: 'sale' },
  { zip: '7000', variant: 'house', goal: 'sale', marquee: 'priceDrop' },
  { zip: '7500', variant: 'commercial', goal: 'sale' },
  { zip: '6700', variant: 'land', goal: 'sale' },
  { zip: '6600', variant: 'house', goal: 'rent' },
  { zip: '6940', variant: 'land', goal: 'sale' },
  { zip: '1300', variant: 'apartment', goal: 'sale', project: 2 },
  { zip: '1300', variant: 'office', goal: 'rent' },
  // Brussels
  { zip: '1000', variant: 'apartment', goal: 'rent' },
  { zip: '1050', variant: 'apartment', goal: 'sale', owner: 'B' },
  { zip: '1050', variant: 'office', goal: 'rent' },
  { zip: '1180', variant: 'villa', goal: 'sale', marquee: 'option', hideAddress: true },
  { zip: '1150', variant: 'house', goal: 'sale' },
  { zip: '1040', variant: 'studio', goal: 'sale' },
  { zip: '1030', variant: 'house', goal: 'sale' },
  { zip: '1060', variant: 'apartment', goal: 'sale', status: 'sold', marquee: 'sold' },
  { zip: '1190', variant: 'practice', goal: 'rent' },
  { zip: '1000', variant: 'retail', goal: 'rent' },
  { zip: '1000', variant: 'apartment', goal: 'sale', status: 'sold_out', project: 4 },
  { zip: '1050', variant: 'apartment', goal: 'rent' },
  { zip: '1040', variant: 'apartment', goal: 'rent' },
  { zip: '1030', variant: 'apartment', goal: 'rent', marquee: 'new' },
  { zip: '1180', variant: 'apartment', goal: 'sale' },
  { zip: '1150', variant: 'penthouse', goal: 'sale' },
  { zip: '1060', variant: 'house', goal: 'sale', marquee: 'priceDrop' },
  { zip: '1190', variant: 'house', goal: 'rent' },
  // Grand Duchy of Luxembourg
  { zip: '2449', variant: 'apartment', goal: 'sale' },
  { zip: '1930', city: 'Luxembourg', variant: 'office', goal: 'rent', hidePrice: true },
  { zip: '4011', variant: 'apartment', goal: 'rent' },
  { zip: '8009', variant: 'house', goal: 'sale' },
  { zip: '9050', city: 'Ettelbruck', variant: 'house', goal: 'sale' },
  { zip: '2449', variant: 'penthouse', goal: 'sale', marquee: 'new' },
];

export const FIRST_PROPERTY_ID = 5101;

/** EnergyPerformance values, one inside each band of spec §5, boundaries included. */
const EPC_BANDS: Readonly<Record<Place['region'], readonly number[]>> = {
  // ≤0 a+, <100 a, <200 b, <300 c, <400 d, <500 e, else f
  flanders: [-12, 0, 86, 100, 154, 246, 312, 399, 455, 512, 640],
  // ≤0 a++, 0–45 a+, 45–85 a, 85–170 b, 170–255 c, 255–340 d, 340–425 e, 425–510 f, >510 g
  wallonia: [-8, 32, 45, 71, 128, 212, 298, 381, 466, 540],
  // the 18 classes a++ … g, with 346 ("346 and above is g") for the last
  brussels: [-5, 12, 27, 40, 55, 70, 88, 105, 125, 143, 162, 180, 200, 222, 245, 262, 310, 346],
  luxembourg: [],
};
/** Luxembourg's certificate classes run A to I; the listings spread over them */
const LUXEMBOURG_LABELS = ['A', 'B', 'C', 'D', 'E', 'G', 'I'];

const STYLE_OF_VARIANT: Readonly<Record<Variant, Look['style']>> = {
  house: 'terraced',
  villa: 'villa',
  apartment: 'apartment',
  studio: 'apartment',
  penthouse: 'apartment',
  office: 'office',
  commercial: 'shop',
  industrial: 'industrial',
  land: 'land',
  retail: 'shop',
  practice: 'office',
};

const RESIDENTIAL: ReadonlySet<Variant> = new Set(['house', 'villa', 'apartment', 'studio', 'penthouse']);

export type { MediaFile } from './media-file.ts';

export interface SeededProperty {
  property: Property;
  online: boolean;
  ownerKey: 'A' | 'B' | null;
  appointments: 'open' | 'full';
  managerId: number;
  media: MediaFile[];
}

const ORIENTATIONS: readonly Orientation[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const DAY = 86_400_000;

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function managerFor(place: Place, rent: boolean): number {
  if (place.region === 'flanders') {
    if (rent) return 5;
    // Antwerp and Limburg, Flemish Brabant, the rest of Flanders
    return place.provinceId === 10000 || place.provinceId === 70000 ? 1 : place.provinceId === 20001 ? 3 : 2;
  }
  if (place.region === 'brussels') return 3;
  return 4;
}

/** The kind of building a listing's front photo shows; the kinds without photos are drawn. */
const PHOTO_SUBJECT: Readonly<Partial<Record<Variant, PhotoSubject>>> = {
  house: 'house',
  villa: 'villa',
  apartment: 'apartment',
  studio: 'apartment',
  penthouse: 'apartment',
  office: 'office',
  industrial: 'industrial',
};

/**
 * A listing's photographs: its front (a building of its kind and, where photos of it
 * exist, of its age, handed out in turn so that neighbours in a list differ), then the
 * rooms a visit goes through, each drawn by the listing's own random numbers from the
 * photos of that room, so that two homes of one kind show different rooms: a home's
 * living room and kitchen, often a dining room, a bedroom for each of its first two
 * and a bathroom (a studio: its room, its kitchen and its shower room); an office's
 * interior. Each photo's files come with the first listing that shows it.
 */
function photographs(id: number, variant: Variant, age: Photo['age'], bedrooms: number, picker: PhotoPicker, media: MediaFile[]): Picture[] {
  const front = picker.next(PHOTO_SUBJECT[variant]!, ['front'], age);
  const chosen = front ? [front] : [];
  const add = (photo: Photo | undefined) => photo && !chosen.includes(photo) && chosen.push(photo);
  if (RESIDENTIAL.has(variant)) {
    const rng = createRandom(70_000 + id);
    const rooms: PhotoScene[] = ['living', 'kitchen'];
    if (variant !== 'studio' && rng.chance(0.6)) rooms.push('dining');
    rooms.push(...Array<PhotoScene>(variant === 'studio' ? 0 : Math.min(Math.max(bedrooms, 1), 2)).fill('bedroom'), 'bathroom');
    for (const scene of rooms) add(picker.room(rng, scene, chosen));
  } else if (variant === 'office') {
    add(picker.next('practice', ['interior']));
  }
  media.push(...picker.filesToStore(chosen));
  return chosen.map((photo, index) => photoPicture(id * 10 + index + 1, photo));
}

/** The drawn pictures of a listing no photograph shows (a shop, a plot), each a view its facts allow. */
function drawings(id: number, variant: Variant, look: Look, outside: { garden: boolean; terrace: boolean }, media: MediaFile[]): Picture[] {
  const scenes: [Scene, Translatable][] = [[ 'front', variant === 'land' ? CAPTIONS.plot : CAPTIONS.front ]];
  if (RESIDENTIAL.has(variant)) {
    scenes.push(['living', CAPTIONS.living], ['kitchen', CAPTIONS.kitchen], ['bedroom', CAPTIONS.bedroom], ['bathroom', CAPTIONS.bathroom]);
    if (outside.garden) scenes.push(['garden', CAPTIONS.garden]);
    if (outside.terrace) scenes.push(['terrace', CAPTIONS.terrace]);
  } else if (variant === 'industrial') {
    scenes.push(['hall', CAPTIONS.hall], ['workspace', CAPTIONS.offices]);
  } else if (variant !== 'land') {
    scenes.push(['workspace', CAPTIONS.interior]);
  }
  scenes.push(['street', CAPTIONS.street], ['dusk', CAPTIONS.dusk]);
  return scenes.map(([scene, caption], index) => {
    const pictureId = id * 10 + index + 1;
    const seed = id * 7919 + index * 104_729;
    const base = `/media/pictures/${pictureId}`;
    for (const detail of ['full', 'high', 'medium', 'low'] as const) {
      media.push({
        path: detail === 'full' ? `${base}.svg` : `${base}-${detail}.svg`,
        mime: 'image/svg+xml',
        body: Buffer.from(drawScene(look, scene, seed, detail)),
      });
    }
    return {
      ID: pictureId,
      Url: `${base}.svg`,
      Thumbs: { low: `${base}-low.svg`, medium: `${base}-medium.svg`, high: `${base}-high.svg` },
      Width: PICTURE_SIZES.full.width,
      Height: PICTURE_SIZES.full.height,
      Caption: caption,
    };
  });
}

/**
 * The state of a building, read from what its certificate says of it and its age, so
 * that every word and attribute about it agrees: a new build, a renovated one (a good
 * label on an old building), one in good or fair order, or one to renovate (a poor label
 * on an old building).
 */
function conditionOf(newBuild: boolean, label: string | null, year: number | null, rng: Random): Condition {
  if (newBuild) return 'new';
  const letter = label?.[0]?.toLowerCase();
  const built = year ?? 1980;
  if (letter === undefined) return built < 1960 ? 'toRenovate' : 'good';
  if ('ab'.includes(letter)) return built >= 2010 ? 'good' : 'renovated';
  if (letter === 'c') return built >= 1990 || rng.chance(0.5) ? 'good' : 'renovated';
  if (letter === 'd') return 'fair';
  return built < 1990 ? 'toRenovate' : 'fair';
}

function documentFile(
  id: number,
  slug: keyof typeof DOCUMENT_NAMES,
  language: 'nl' | 'fr',
  title: string,
  lines: string[],
  media: MediaFile[],
): DocumentFile {
  const name = DOCUMENT_NAMES[slug];
  const body = renderPdf({
    title: `${name[language]}`,
    subtitle: title,
    paragraphs: lines,
    footer:
      language === 'nl'
        ? 'Immo Demo – demonstratiedocument, geen officieel attest.'
        : 'Immo Demo – document de démonstration, pas une attestation officielle.',
  });
  const path = `/media/documents/${id}-${slug}.pdf`;
  media.push({ path, mime: 'application/pdf', body });
  return { ID: id, Name: name, Url: path, Size: body.length, MimeType: 'application/pdf' };
}

/** How old the buildings are, in years: from a town house of the 1890s to one finished a few years ago. */
const AGES = [128, 114, 96, 72, 64, 51, 38, 30, 22, 15, 8, 4];

/** The year a building was put up: its age before now, or the year a new build's project hands the keys over. */
function constructionYearOf(plan: Plan, id: number, now: number): number | null {
  if (plan.variant === 'land') return null;
  const thisYear = new Date(now).getUTCFullYear();
  if (plan.project !== undefined && plan.project > 0) return deliveryYear(plan.project, now) ?? thisYear;
  return thisYear - createRandom(90_000 + id).pick(AGES);
}

/**
 * EnergyPerformance per listing: in each region the band values go to the newest
 * buildings first (a new build is not rated F), so every band occurs and still fits
 * the building.
 */
function assignEnergy(years: readonly (number | null)[]): (number | null)[] {
  const energies: (number | null)[] = PLAN.map(() => null);
  for (const region of ['flanders', 'wallonia', 'brussels'] as const) {
    const candidates = PLAN.map((plan, index) => ({ plan, index }))
      .filter(({ plan, index }) => placeOf(plan.zip, plan.city).region === region && years[index] !== null && !plan.epcRequested)
      .sort((a, b) => (years[b.index] ?? 0) - (years[a.index] ?? 0) || a.index - b.index);
    const bands = EPC_BANDS[region];
    // spread over the listings from newest to oldest: every band is used, and better bands go to newer buildings
    candidates.forEach(({ index }, position) => {
      energies[index] = bands[Math.floor((position * bands.length) / candidates.length)] ?? null;
    });
  }
  return energies;
}

export interface SeedOptions {
  now: number;
  /** first project listing prices, by project number of the plan */
  projectPrices?: Readonly<Record<number, number>>;
}

/** Towns with a university campus, where a studio is let to students. */
const CAMPUS_ZIPS: ReadonlySet<string> = new Set(['3000', '1348', '9000', '1040', '1050']);
const COAST_ZIPS: ReadonlySet<string> = new Set(['8300', '8400']);

/** The comfort attributes that agree with a building's state. */
function comfortOf(condition: Condition, variant: Variant, rng: Random) {
  const residential = RESIDENTIAL.has(variant);
  const heating = {
    new: rng.pick([HEATING.heatPump, HEATING.underfloor]),
    renovated: rng.pick([HEATING.gas, HEATING.heatPump, HEATING.underfloor]),
    good: rng.pick(variant === 'apartment' || variant === 'studio' ? [HEATING.gas, HEATING.shared] : [HEATING.gas, HEATING.gas, HEATING.heatPump]),
    fair: rng.pick([HEATING.gas, HEATING.shared, HEATING.oil]),
    toRenovate: rng.pick([HEATING.oil, HEATING.electric]),
  }[condition];
  const kitchen = {
    new: rng.pick([KITCHENS.open, KITCHENS.island]),
    renovated: rng.pick([KITCHENS.open, KITCHENS.island]),
    good: rng.pick([KITCHENS.open, KITCHENS.island, KITCHENS.partly]),
    fair: KITCHENS.partly,
    toRenovate: KITCHENS.toRenew,
  }[condition];
  const glazing = {
    new: GLAZING.triple,
    renovated: rng.pick([GLAZING.double, GLAZING.triple]),
    good: GLAZING.double,
    fair: GLAZING.double,
    toRenovate: rng.pick([GLAZING.single, GLAZING.double]),
  }[condition];
  const floor = {
    new: rng.pick([FLOORS.concrete, FLOORS.parquet]),
    renovated: rng.pick([FLOORS.parquet, FLOORS.stone, FLOORS.parquet]),
    good: rng.pick([FLOORS.parquet, FLOORS.tiles, FLOORS.laminate]),
    fair: rng.pick([FLOORS.tiles, FLOORS.laminate]),
    toRenovate: rng.pick([FLOORS.tiles, FLOORS.laminate, FLOORS.parquet]),
  }[condition];
  const frames = condition === 'toRenovate' ? WINDOW_FRAMES[2] : condition === 'new' ? rng.pick([WINDOW_FRAMES[0], WINDOW_FRAMES[1]]) : rng.pick(WINDOW_FRAMES);
  const roofCondition = condition === 'new' || condition === 'renovated' ? ROOF_CONDITIONS.renewed : condition === 'toRenovate' ? ROOF_CONDITIONS.toRenew : ROOF_CONDITIONS.good;
  return { heating, kitchen: residential ? kitchen : null, glazing, floor, frames, roofCondition };
}

type RoofShape = NonNullable<Look['roof']>;
type RoofCover = NonNullable<Look['roofCover']>;

/** A roof and what covers it, as buildings of the kind have them: slates and tiles on slopes, membranes on flat roofs. */
function roofOf(variant: Variant, condition: Condition, year: number | null, rng: Random): { shape: RoofShape; cover: RoofCover } {
  if (variant === 'apartment' || variant === 'studio' || variant === 'penthouse' || variant === 'office' || variant === 'practice') {
    return { shape: 'flat', cover: condition === 'new' ? rng.pick(['green', 'epdm'] as const) : rng.pick(['epdm', 'bitumen'] as const) };
  }
  if (variant === 'industrial') return { shape: 'gable', cover: 'steel' };
  const modern = condition === 'new' || (year !== null && year >= 2004 && rng.chance(0.5));
  if (variant === 'villa' && modern) return { shape: 'flat', cover: rng.pick(['epdm', 'zinc'] as const) };
  const shape = year !== null && year < 1935 && rng.chance(0.4) ? 'mansard' : rng.pick(['gable', 'gable', 'hip'] as const);
  return { shape, cover: shape === 'mansard' ? 'slate' : rng.pick(['tiles', 'tiles', 'slate'] as const) };
}

const ROOF_LABEL: Readonly<Record<RoofShape, Translatable>> = {
  gable: ROOF_TYPES.gable,
  hip: ROOF_TYPES.hip,
  mansard: ROOF_TYPES.mansard,
  flat: ROOF_TYPES.flat,
  shed: ROOF_TYPES.shed,
};
const COVER_LABEL: Readonly<Record<RoofCover, Translatable>> = {
  tiles: ROOF_MATERIALS.tiles,
  slate: ROOF_MATERIALS.slate,
  epdm: ROOF_MATERIALS.epdm,
  bitumen: ROOF_MATERIALS.bitumen,
  green: ROOF_MATERIALS.green,
  zinc: ROOF_MATERIALS.zinc,
  steel: ROOF_MATERIALS.steel,
};
const FLOOR_KEY = new Map<Translatable, NonNullable<Look['floor']>>([
  [FLOORS.parquet.label, 'parquet'],
  [FLOORS.tiles.label, 'tiles'],
  [FLOORS.concrete.label, 'concrete'],
  [FLOORS.laminate.label, 'laminate'],
  [FLOORS.stone.label, 'stone'],
]);
const KITCHEN_KEY = new Map<Translatable, NonNullable<Look['kitchen']>>([
  [KITCHENS.open.label, 'open'],
  [KITCHENS.island.label, 'island'],
  [KITCHENS.partly.label, 'partly'],
  [KITCHENS.toRenew.label, 'toRenew'],
]);

interface PriceFacts {
  variant: Variant;
  rent: boolean;
  place: Place;
  condition: Condition;
  habitable: number;
  surface: number;
  plot: number;
  facades: number;
}

/** An asking price as agencies write it: €249.000 or €1.250.000; a rent as €895 or €1.250. */
function roundAsking(value: number, rent: boolean, rng: Random): number {
  if (rent) return value < 3_000 ? Math.round(value / 25) * 25 - (rng.chance(0.3) ? 5 : 0) : Math.round(value / 100) * 100;
  if (value >= 1_000_000) return Math.round(value / 25_000) * 25_000;
  return Math.round(value / 5_000) * 5_000 - (rng.chance(0.35) ? 1_000 : 0);
}

/**
 * A listing's asking price, or its rent a month, from what property costs in its town
 * (market.ts): its kind, its size (a small flat costs more per m², a large one less) and
 * its state, with a few per cent either way as between two real listings.
 */
function askingPrice(facts: PriceFacts, rng: Random): number {
  const { variant, rent, place, condition, habitable, surface, plot, facades } = facts;
  const market = marketOf(place.zip, place.countryId);
  const spread = rng.range(0.94, 1.06, 0.01);
  const industrial = place.region === 'wallonia' ? 'wallonia' : 'flanders';
  let value: number;
  if (rent) {
    const state = RENT_CONDITION[condition];
    value =
      variant === 'studio'
        ? market.rent * habitable * (habitable / 75) ** -0.35
        : variant === 'apartment' || variant === 'penthouse'
          ? market.rent * habitable * (habitable / 75) ** -0.2 * (variant === 'penthouse' ? 1.15 : 1)
          : variant === 'house' || variant === 'villa'
            ? market.rent * 0.75 * habitable * (habitable / 120) ** -0.2
            : variant === 'office'
              ? (market.office * surface) / 12
              : variant === 'practice'
                ? (market.office * 0.95 * surface) / 12
                : variant === 'industrial'
                  ? (INDUSTRIAL.rent[industrial] * surface) / 12
                  : (market.retail * surface) / 12;
    value *= RESIDENTIAL.has(variant) ? state : 1;
  } else {
    const state = SALE_CONDITION[condition];
    const land = market.land || market.house / 10;
    value =
      variant === 'land'
        ? market.land * plot
        : variant === 'studio' || variant === 'apartment'
          ? market.flat * habitable * (habitable / 85) ** -0.1 * state
          : variant === 'penthouse'
            ? market.flat * 1.2 * habitable * state
            : variant === 'house'
              ? market.house * habitable * (facades >= 4 ? 1.08 : facades === 3 ? 1.03 : 1) * state
              : variant === 'villa'
                ? (market.house * 1.15 * habitable + land * plot * 0.25) * state
                : variant === 'industrial'
                  ? INDUSTRIAL.sale[industrial] * surface
                  : variant === 'commercial'
                    ? market.house * 0.95 * surface
                    : market.flat * OFFICE_SALE_SHARE * surface;
  }
  return roundAsking(value * spread, rent, rng);
}

/** "From 1 February 2027": a let that frees up at the start of a month, `months` ahead. */
function freeFrom(now: number, months: number): Translatable {
  const today = new Date(now);
  const date = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + months, 1, 12));
  const day = (locale: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(date);
  return { nl: `Vanaf ${day('nl-BE')}`, fr: `À partir du ${day('fr-BE').replace(/^1 /, '1er ')}`, en: `From ${day('en-GB')}`, de: `Ab ${day('de-DE')}` };
}

/** The listings whose ribbon announces an open house: the calendar gives them one every week. */
export const OPEN_HOUSE_PROPERTY_IDS: ReadonlySet<number> = new Set(
  PLAN.flatMap((plan, index) => (plan.marquee === 'openHouse' ? [FIRST_PROPERTY_ID + index] : [])),
);

export function seedProperties(options: SeedOptions): SeededProperty[] {
  const { now } = options;
  const years = PLAN.map((plan, index) => constructionYearOf(plan, FIRST_PROPERTY_ID + index, now));
  const thisYear = new Date(now).getUTCFullYear();
  const energies = assignEnergy(years);
  const titles = new Set<string>();
  const photographed: { id: number; variant: Variant; age: Photo['age']; media: MediaFile[] }[] = [];
  let luxembourgLabel = 0;
  const seeded = PLAN.map((plan, index): SeededProperty => {
    const id = FIRST_PROPERTY_ID + index;
    const rng = createRandom(20_240_000 + id);
    const place = placeOf(plan.zip, plan.city);
    const rent = plan.goal === 'rent';
    const variant = plan.variant;
    const residential = RESIDENTIAL.has(variant);
    const flat = variant === 'apartment' || variant === 'studio' || variant === 'penthouse';
    const newBuild = plan.project !== undefined && plan.project > 0;
    const belgian = place.countryId === 10;
    const flanders = place.region === 'flanders';
    const media: MediaFile[] = [];

    // a new build's listing advertises its project's cheapest unit: its rooms and surface
    const unit = newBuild ? firstUnitOf(plan.project!, variant === 'house' ? 'house' : 'flat') : undefined;
    const bedrooms =
      unit?.Bedrooms ??
      ({ house: rng.int(2, 4), villa: rng.int(4, 6), apartment: rng.int(1, 3), studio: 0, penthouse: 3 }[variant as 'house'] ?? (variant === 'commercial' ? 2 : null));
    // never more bathrooms than bedrooms (a studio has a shower room)
    const bathrooms = residential ? (variant === 'villa' ? rng.int(2, 3) : variant === 'studio' ? 0 : Math.min(bedrooms ?? 1, rng.int(1, 2))) : null;
    // the living space the rooms need: a two-bedroom flat of 75 to 100 m², a four-bedroom house of 165 to 210
    const rooms = bedrooms ?? 0;
    const habitable =
      unit?.SurfaceLiving ??
      {
        house: rng.range(55 + rooms * 27, 60 + rooms * 38, 5),
        villa: rng.range(40 + rooms * 48, 40 + rooms * 70, 5),
        apartment: rng.range(27 + rooms * 25, 35 + rooms * 33),
        studio: rng.range(24, 38),
        penthouse: rng.range(150, 210),
      }[variant as 'house'];
    const surface = {
      office: rng.range(150, 650, 10),
      commercial: rng.range(150, 260, 5),
      industrial: rng.range(600, 2_400, 50),
      retail: rng.range(60, 220, 5),
      practice: rng.range(85, 180, 5),
      land: 0,
    }[variant as 'office'] ?? habitable ?? 0;
    // a town house has a small plot, a house in the countryside a larger one
    const plot =
      variant === 'house'
        ? Math.round((110 + (1 - place.urban) * 420 + rng.range(0, 120)) / 5) * 5
        : variant === 'villa'
          ? Math.round((900 + (1 - place.urban) * 2_800 + rng.range(0, 600)) / 10) * 10
          : variant === 'land'
            ? rng.range(420, 1_250, 5)
            : variant === 'industrial'
              ? Math.round((surface * rng.range(1.5, 2.4, 0.05)) / 50) * 50
              : null;
    const constructionYear = years[index]!;
    const floors = variant === 'apartment' || variant === 'studio' ? 1 : variant === 'house' || variant === 'villa' ? rng.int(2, 3) : variant === 'land' ? null : rng.int(1, 4);
    const facades =
      variant === 'villa' ? 4 : variant === 'house' ? (place.urban >= 0.8 ? 2 : rng.int(2, 4)) : variant === 'land' ? ((plot ?? 0) >= 700 ? 4 : 3) : rng.int(1, 3);
    const garages = residential ? (variant === 'villa' ? 2 : variant === 'house' && facades >= 3 ? 1 : rng.chance(0.3) ? 1 : 0) : null;

    // the garden is what the plot leaves around the house; a flat has one on the ground floor only
    const footprint = habitable && floors ? Math.round(habitable / floors) : 0;
    const gardenSurface =
      (variant === 'house' || variant === 'villa') && plot
        ? Math.max(30, Math.round((plot - footprint - (garages ?? 0) * 20) / 5) * 5)
        : variant === 'apartment' && rng.chance(0.15)
          ? rng.range(40, 150, 5)
          : 0;
    const garden = gardenSurface > 0;
    const terrace = !garden && (variant === 'apartment' || variant === 'penthouse' || (residential && variant !== 'studio' && rng.chance(0.3)));
    const terraceSurface = terrace ? rng.range(6, variant === 'penthouse' ? 80 : 24) : 0;
    const pool = variant === 'villa' && (plot ?? 0) >= 1_500 && rng.chance(0.6);
    const paddock = variant === 'villa' && place.urban <= 0.3 && gardenSurface >= 2_000;

    const priceUnit = plan.project !== undefined ? PRICE_UNITS.startingFrom : rent ? PRICE_UNITS.perMonth : PRICE_UNITS.total;

    // energy
    let epcStatus: EpcStatus = 'available';
    let energy: number | null = null;
    let epcLabelText: string | null = null;
    if (variant === 'land') epcStatus = 'not_applicable';
    else if (plan.epcRequested) epcStatus = 'requested';
    else if (place.region === 'luxembourg') {
      epcLabelText = LUXEMBOURG_LABELS[luxembourgLabel++ % LUXEMBOURG_LABELS.length]!;
      energy = { A: 38, B: 74, C: 118, D: 165, E: 210, F: 275, G: 340, H: 420, I: 520 }[epcLabelText as 'A'];
    } else {
      energy = energies[index] ?? null;
    }
    const label = epcStatus === 'available' ? epcLabel({ energyPerformance: energy, zip: place.zip, countryId: place.countryId, epcLabelText }) : null;
    // a landlord lets a property that is lived in: what a buyer would renovate, a tenant finds merely dated
    const state = conditionOf(newBuild, label, constructionYear, rng);
    const condition: Condition = rent && state === 'toRenovate' ? 'fair' : state;
    // renovated in the last fifteen years, and at least fifteen years after it was built
    const renovationYear = condition === 'renovated' && constructionYear ? rng.int(Math.min(thisYear - 1, Math.max(constructionYear + 15, thisYear - 15)), thisYear - 1) : null;
    const price = plan.project !== undefined && options.projectPrices?.[plan.project] ? options.projectPrices[plan.project]! : unit?.Price ?? askingPrice({ variant, rent, place, condition, habitable: habitable ?? 0, surface, plot: plot ?? 0, facades }, rng);
    const comfort = comfortOf(condition, variant, rng);
    const roof = variant === 'land' ? null : roofOf(variant, condition, constructionYear, rng);

    // a certificate is drawn up after the building was built or renovated (a new build's, on its plans)
    const builtOrRenovated = Date.UTC(Math.max(constructionYear ?? 0, renovationYear ?? 0), 9, 1);
    const drawnUp = now - rng.int(60, 3_000) * DAY;
    const certificateDate = drawnUp >= builtOrRenovated ? drawnUp : Math.min(now - rng.int(20, 90) * DAY, builtOrRenovated + rng.int(20, 200) * DAY);
    const epcNumber =
      epcStatus !== 'available'
        ? null
        : place.region === 'flanders'
          ? `${isoDate(certificateDate).replaceAll('-', '')}-000${rng.int(1_000_000, 9_999_999)}-RES-1`
          : place.region === 'wallonia'
            ? `${isoDate(certificateDate).replaceAll('-', '')}0${rng.int(10_000, 99_999)}`
            : place.region === 'brussels'
              ? `${isoDate(certificateDate).replaceAll('-', '')}-0000${rng.int(100_000, 999_999)}-01-${rng.int(1, 9)}`
              : `LU-${rng.int(100_000, 999_999)}`;

    const floodScore = () => rng.pick(['A', 'A', 'A', 'B', 'B', 'C', 'D']);
    const gScore = flanders && variant !== 'land' ? floodScore() : null;
    const pScore = flanders ? floodScore() : null;
    const lift = variant === 'apartment' || variant === 'penthouse' || variant === 'office' ? rng.chance(0.8) : variant === 'land' ? null : false;
    const cellar = variant === 'land' ? null : rng.chance(0.45);
    const attic = variant === 'house' || variant === 'villa' ? roof?.shape !== 'flat' && rng.chance(0.6) : null;
    const furnished = residential ? variant === 'studio' && rent : null;
    const orientation = () => rng.pick(ORIENTATIONS);
    const gardenFacing = garden ? orientation() : null;
    const terraceFacing = terrace ? orientation() : null;
    const parkingsInside = variant === 'office' || variant === 'apartment' || variant === 'penthouse' ? rng.int(0, variant === 'office' ? 12 : 1) : null;
    const parkingsOutside = variant !== 'land' && !residential ? rng.int(2, 8) : variant === 'villa' ? rng.int(2, 4) : null;

    const texts = listingTexts(
      {
        variant,
        rent,
        city: place.city,
        urban: place.urban,
        coast: COAST_ZIPS.has(place.zip),
        campus: CAMPUS_ZIPS.has(place.zip),
        condition,
        bedrooms: bedrooms ?? 0,
        bathrooms: bathrooms ?? 1,
        living: habitable ? Math.round(habitable * 0.3) : 0,
        habitable: habitable ?? 0,
        plot: plot ?? 0,
        surface,
        facades,
        floors: floors ?? 1,
        garden: gardenSurface,
        gardenFacing,
        terrace: terraceSurface,
        terraceFacing,
        garages: garages ?? 0,
        parkings: (parkingsInside ?? 0) + (parkingsOutside ?? 0),
        pool,
        paddock,
        lift: lift === true,
        cellar: cellar === true,
        attic: attic === true,
        furnished: furnished === true,
        renovationYear,
        constructionYear,
        kitchen: (comfort.kitchen ?? KITCHENS.partly).phrase,
        heating: comfort.heating.phrase,
        glazing: comfort.glazing,
        floorCovering: comfort.floor.phrase,
        pick: rng.int(0, 11),
      },
      titles,
    );
    const street = rng.pick(place.streets);
    const houseNumber = String(rng.int(1, 220));
    const boxNr = variant === 'apartment' || variant === 'studio' || variant === 'penthouse' ? String(rng.int(1, 24)) : null;
    const managerId = managerFor(place, rent);
    const manager = MANAGERS.find((candidate) => candidate.ID === managerId) ?? null;
    const status: AvailabilityState = plan.status ?? 'available';
    const marquee = plan.marquee ? MARQUEES[plan.marquee] : null;
    const createdAt = now - (plan.owner ? rng.int(100, 160) : rng.int(2, 240)) * DAY - rng.int(0, 86_399) * 1000;
    const saleTaxRate = { flanders: residential ? 0.02 : 0.12, wallonia: residential ? 0.03 : 0.125, brussels: 0.125, luxembourg: 0.07 }[
      place.region
    ];
    const docLanguage = flanders ? 'nl' : 'fr';
    const addressLine = `${street} ${houseNumber}${boxNr ? ` bus ${boxNr}` : ''}, ${place.zip} ${place.city}`;
    // documents are public: they name the street only where the listing does
    const documentTitle = `${texts.Title[docLanguage]} – ${plan.hideAddress ? `${place.zip} ${place.city}` : addressLine}`;
    const documents: DocumentFile[] = [];
    let documentNumber = 1;
    const addDocument = (slug: keyof typeof DOCUMENT_NAMES, lines: string[]) =>
      documents.push(documentFile(id * 10 + documentNumber++, slug, docLanguage, documentTitle, lines, media));
    // the brochure is the one the server makes of the listing (pdf/brochure.ts), not a document of its own
    if (epcStatus === 'available' && energy !== null) {
      addDocument('epc', [
        `${docLanguage === 'nl' ? 'Certificaatnummer' : 'Numéro de certificat'}: ${epcNumber}`,
        `${docLanguage === 'nl' ? 'Energiescore' : 'Consommation spécifique'}: ${energy} kWh/m².${docLanguage === 'nl' ? 'jaar' : 'an'}`,
      ]);
    }
    if (flanders && constructionYear && constructionYear < 2001) {
      addDocument('asbestos', ['Asbestinventaris opgemaakt door een erkende asbestdeskundige.']);
    }
    if (belgian && residential && !newBuild) addDocument('electricity', [docLanguage === 'nl' ? 'De elektrische installatie voldoet aan het AREI.' : 'L’installation électrique est conforme au RGIE.']);
    if (belgian && place.region !== 'wallonia' && (flanders || variant !== 'land')) {
      addDocument('soil', [docLanguage === 'nl' ? 'Het OVAM-bodemattest vermeldt geen relevante gegevens.' : 'L’attestation du sol ne mentionne aucune donnée pertinente.']);
    }

    const look: Look = {
      style: STYLE_OF_VARIANT[variant],
      facades,
      storeys: variant === 'apartment' || variant === 'studio' || variant === 'penthouse' ? rng.int(3, 6) : Math.max(1, (floors ?? 2) - 1),
      ...(roof ? { roof: roof.shape, roofCover: roof.cover } : {}),
      garage: (garages ?? 0) > 0,
      balconies: terrace,
      sea: COAST_ZIPS.has(place.zip),
      pool,
      paddock,
      floor: FLOOR_KEY.get(comfort.floor.label) ?? 'parquet',
      kitchen: comfort.kitchen ? KITCHEN_KEY.get(comfort.kitchen.label) ?? 'open' : 'open',
      dated: condition === 'toRenovate',
      seed: id * 31,
    };
    // photographed listings get their photos below, in the order a visitor meets them
    const pictureList = PHOTO_SUBJECT[variant] ? [] : drawings(id, variant, look, { garden, terrace }, media);
    // a modern villa has a flat roof; a building before the 1940s is old
    const age: Photo['age'] =
      newBuild || (constructionYear ?? 0) >= thisYear - 25 || (variant === 'villa' && roof?.shape === 'flat')
        ? 'new'
        : (constructionYear ?? thisYear) < thisYear - 85
          ? 'old'
          : undefined;
    if (PHOTO_SUBJECT[variant]) photographed.push({ id, variant, age, media });
    const jitter = () => rng.range(-0.012, 0.012, 0.0001);
    const mobiscore = place.region === 'flanders' || place.region === 'brussels';
    const categoryScore = () => Math.round(Math.min(10, Math.max(2, 4 + place.urban * 5 + rng.range(-1.5, 1.5, 0.1))) * 10) / 10;
    const categories = Object.fromEntries(MOBISCORE_CATEGORIES.map((category) => [category, categoryScore()])) as Record<
      (typeof MOBISCORE_CATEGORIES)[number],
      number
    >;
    const mobiTotal = Math.round((Object.values(categories).reduce((sum, value) => sum + value, 0) / MOBISCORE_CATEGORIES.length) * 10) / 10;
    const building = variant !== 'land';
    const notaryFee = Math.round((price * 0.011 + 1_450) / 10) * 10;

    const property: Property = {
      ID: id,
      PublishPrice: !plan.hidePrice,
      Price: price,
      PriceUnit: priceUnit.id,
      PriceUnitText: priceUnit.text,
      Marquee: marquee?.id ?? null,
      MarqueeName: marquee?.name ?? null,
      PublishAddress: !plan.hideAddress,
      Street: street,
      HouseNumber: houseNumber,
      BoxNr: boxNr,
      Zip: place.zip,
      City: place.city,
      CountryID: place.countryId,
      CountryName: belgian ? 'België' : 'Luxembourg',
      EnergyPerformance: energy,
      EPCLabelText: epcLabelText,
      Goal: rent ? 1 : 0,
      WebID: typeNode(variant).WebID,
      TypeID: typeNode(variant).ID,
      TypeName: typeNode(variant).Name,
      Title: texts.Title,
      Teaser: texts.Teaser,
      Bedrooms: bedrooms,
      Bathrooms: bathrooms,
      SurfaceLiving: habitable ?? null,
      SurfaceGround: plot,
      MainPicture: pictureList[0] ?? null,
      Status: status,
      Latitude: Math.round((place.lat + jitter()) * 1e5) / 1e5,
      Longitude: Math.round((place.lng + jitter()) * 1e5) / 1e5,
      RegionID: place.regionId,
      CreatedAt: new Date(createdAt).toISOString(),
      Code: `IMD-${id}`,
      Reference: `${rent ? 'VH' : 'VK'}-${new Date(createdAt).getUTCFullYear()}-${String(index + 1).padStart(3, '0')}`,
      Description: texts.Description,
      // a sale is free "on signing the deed" or "subject to the tenants"; a let, now or by arrangement
      // "subject to the tenants" only where tenants can live: not on a plot, not in a new build
      AvailableFrom:
        status === 'available'
          ? rent
            ? rng.pick([AVAILABLE_FROM[0], AVAILABLE_FROM[3], freeFrom(now, rng.int(1, 3))])
            : rng.pick(building && !newBuild ? AVAILABLE_FROM : [AVAILABLE_FROM[0], AVAILABLE_FROM[2], AVAILABLE_FROM[3]])
          : null,
      StartPrice: plan.project !== undefined ? price : null,
      // a flat's share of the building's common charges a month: more with a lift; a tenant pays a provision for them
      ChargesOwner: !rent && flat ? Math.round((surface * rng.range(1.3, 2.1, 0.05) + (lift ? 25 : 0)) / 5) * 5 : null,
      ChargesRenter: rent
        ? flat
          ? Math.round((surface * rng.range(0.9, 1.5, 0.05) + (lift ? 15 : 0)) / 5) * 5
          : variant === 'office' || variant === 'practice'
            ? Math.round((surface * OFFICE_SERVICE_CHARGES) / 12 / 10) * 10
            : 0
        : null,
      // the region's deposit (two months' rent in Brussels and Wallonia, three in Flanders), as the rental form says it
      DepositAmount: rent ? price * DEPOSIT_MONTHS[place.region] : null,
      AgencyCost: rent && !residential ? price : null,
      VatValue: newBuild && !rent ? Math.round(price * 0.7 * (belgian ? 0.21 : 0.17)) : null,
      VatRegime: rent ? null : newBuild,
      // the estimates of a Belgian purchase: Belgian notary fees with Belgian VAT, Belgian property tax
      NotaryFeeExclVat: rent || !belgian ? null : notaryFee,
      NotaryFeeInclVat: rent || !belgian ? null : Math.round((notaryFee * 1.21) / 10) * 10,
      RegistrationRights: rent || newBuild ? null : Math.round(price * saleTaxRate),
      // the owner's tax: a buyer wants to know it, a tenant does not pay it
      RealEstateTax: !belgian || rent ? null : building ? Math.round((price * rng.range(0.0025, 0.0042, 0.0001)) / 10) * 10 : rng.range(40, 180, 5),
      ConstructionCost: newBuild ? Math.round(price * 0.7) : null,
      ShowerRooms: residential ? (variant === 'studio' ? 1 : rng.int(0, 1)) : null,
      Toilets: building ? rng.int(1, variant === 'villa' || variant === 'office' ? 4 : 2) : null,
      Garages: garages,
      ParkingsInside: parkingsInside,
      ParkingsOutside: parkingsOutside,
      Floors: floors,
      ExtraRooms: residential ? rng.int(0, 2) : null,
      Facades: building ? facades : null,
      SurfaceTotal: building ? Math.round(surface * 1.12) : plot,
      // the ground the building covers: a floor's gross area, never more than all its floors nor its plot
      SurfaceConstructed: building ? Math.min(Math.round((surface * 1.2) / (floors ?? 1)), Math.round(surface * 1.12), plot ?? Number.POSITIVE_INFINITY) : null,
      SurfaceStore: variant === 'retail' || variant === 'commercial' || variant === 'industrial' ? Math.round(surface * 0.25) : null,
      SurfaceTerrace: terrace ? terraceSurface : null,
      SurfaceGarden: garden ? gardenSurface : null,
      FrontWidth: building && variant !== 'apartment' && variant !== 'studio' && variant !== 'penthouse' ? rng.range(5, 22, 0.5) : null,
      PlotWidth: plot ? rng.range(8, 45, 0.5) : null,
      TerraceOrientation: terraceFacing,
      GardenOrientation: gardenFacing,
      ConstructionYear: constructionYear,
      RenovationYear: renovationYear,
      HeatingType: building ? comfort.heating.label : null,
      Kitchen: comfort.kitchen?.label ?? null,
      WindowFrames: building ? comfort.frames : null,
      Glazing: building ? comfort.glazing : null,
      RoofType: roof ? ROOF_LABEL[roof.shape] : null,
      RoofMaterial: roof ? COVER_LABEL[roof.cover] : null,
      RoofCondition: building ? comfort.roofCondition : null,
      FloorCovering: building ? comfort.floor.label : null,
      EpcStatus: epcStatus,
      EpcTotal: energy !== null && habitable ? Math.max(0, Math.round(energy * habitable)) : energy !== null ? Math.max(0, Math.round(energy * surface)) : null,
      EpcCertificateNumber: epcNumber,
      ELevel: newBuild && epcStatus === 'available' ? rng.int(20, 35) : null,
      EpcEndDate: epcStatus === 'available' ? isoDate(certificateDate + 3_652 * DAY) : null,
      CO2Emission: energy !== null ? Math.max(0, Math.round(energy * 0.19)) : null,
      // the flood information of each region's law: the Flemish water test, the Walloon flood-hazard zones
      FloodZone: flanders ? pScore === 'D' || gScore === 'D' || rng.chance(0.08) : place.region === 'wallonia' ? rng.chance(0.1) : null,
      RiparianZone: flanders ? rng.chance(0.06) : null,
      FloodRiskArea: flanders ? pScore === 'C' || pScore === 'D' : null,
      FloodGScore: gScore,
      FloodPScore: pScore,
      AsbestosType: flanders && constructionYear && constructionYear < 2001 ? rng.pick(ASBESTOS) : null,
      AsbestosDate: flanders && constructionYear && constructionYear < 2001 ? isoDate(now - rng.int(30, 700) * DAY) : null,
      GasCertificate: building && belgian ? rng.chance(0.8) : null,
      ElectricityCertificate: building && belgian ? rng.chance(0.85) : null,
      SoilCertificate: belgian ? flanders || rng.chance(0.5) : null,
      PlanningInformation: belgian
        ? variant === 'industrial'
          ? PLANNING[2]
          : variant === 'retail' || variant === 'commercial'
            ? PLANNING[3]
            : place.urban <= 0.4
              ? PLANNING[1]
              : place.urban >= 0.9
                ? rng.pick([PLANNING[0], PLANNING[3]])
                : PLANNING[0]
        : null,
      Servitudes: belgian ? rng.pick(SERVITUDES) : null,
      Inventory: rent ? true : null,
      Gas: building ? comfort.heating !== HEATING.oil && comfort.heating !== HEATING.electric && rng.chance(0.9) : rng.chance(0.5),
      Water: true,
      Lift: lift,
      Cellar: cellar,
      Terrace: residential ? terrace : null,
      Garden: residential ? garden : null,
      Attic: attic,
      Furnished: furnished,
      Permit: belgian ? true : null,
      AllotmentPermit: variant === 'land' ? true : belgian ? rng.chance(0.2) : null,
      Summons: flanders ? false : null,
      PreemptiveRights: belgian ? rng.chance(0.12) : null,
      JudicialDecision: belgian ? rng.pick([0, 0, 0, 0, 2, 1] as const) : null,
      Pictures: pictureList,
      Documents: documents,
      VideoUrl: index % 9 === 2 ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : index % 9 === 5 ? 'https://vimeo.com/76979871' : null,
      VirtualTourUrl: index % 11 === 4 ? 'https://my.matterport.com/show/?m=SxQL3iGyoDo' : null,
      Manager: manager,
      Mobiscore: mobiscore ? { Total: mobiTotal, Categories: categories } : null,
    };
    // a plot is at least as wide as the façade standing on it (a terraced house's plot is as wide as its front)
    if (property.FrontWidth !== null && property.PlotWidth !== null) property.PlotWidth = Math.max(property.PlotWidth, property.FrontWidth);
    // a judgment on an urban-planning breach follows a summons: where the law asks and there was none, there is no judgment
    if (property.Summons === false && property.JudicialDecision === 1) property.JudicialDecision = 0;
    return {
      property,
      online: !plan.offline,
      ownerKey: plan.owner ?? null,
      appointments: plan.appointmentsFull ? 'full' : 'open',
      managerId,
      media,
    };
  });
  // the photos go out in turn in the order of the list a visitor opens first (newest first), so neighbours there differ
  const picker = createPhotoPicker();
  const byId = new Map(seeded.map((item) => [item.property.ID, item.property]));
  photographed.sort((a, b) => byId.get(b.id)!.CreatedAt.localeCompare(byId.get(a.id)!.CreatedAt) || a.id - b.id);
  for (const { id, variant, age, media } of photographed) {
    const property = byId.get(id)!;
    property.Pictures = photographs(id, variant, age, property.Bedrooms ?? 0, picker, media);
    property.MainPicture = property.Pictures[0] ?? null;
  }
  return seeded;
}
