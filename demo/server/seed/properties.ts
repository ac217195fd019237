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
import { MANAGERS } from './people.ts';
import { renderPdf } from './pdf.ts';
import { drawPicture, PICTURE_SIZES, type PictureStyle, type Scene } from './pictures.ts';
import { type Place, placeOf } from './places.ts';
import { createRandom, type Random } from './prng.ts';
import { listingTexts } from './texts.ts';
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
  { zip: '6940', variant: 'land', goal: 'sale', project: 0 },
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

const STYLE_OF_VARIANT: Readonly<Record<Variant, PictureStyle[]>> = {
  house: ['terraced'],
  villa: ['villa'],
  apartment: ['apartment'],
  studio: ['apartment'],
  penthouse: ['apartment'],
  office: ['office'],
  commercial: ['shop'],
  industrial: ['industrial'],
  land: ['land'],
  retail: ['shop'],
  practice: ['office'],
};

const RESIDENTIAL: ReadonlySet<Variant> = new Set(['house', 'villa', 'apartment', 'studio', 'penthouse']);

const SALE_BASE: Readonly<Record<Variant, number>> = {
  house: 335_000,
  villa: 790_000,
  apartment: 265_000,
  studio: 168_000,
  penthouse: 720_000,
  office: 495_000,
  commercial: 430_000,
  industrial: 820_000,
  land: 165_000,
  retail: 310_000,
  practice: 320_000,
};
const RENT_BASE: Readonly<Record<Variant, number>> = {
  house: 1_350,
  villa: 2_650,
  apartment: 960,
  studio: 640,
  penthouse: 2_450,
  office: 2_300,
  commercial: 1_950,
  industrial: 3_900,
  land: 450,
  retail: 1_650,
  practice: 1_150,
};
const REGION_PRICE: Readonly<Record<Place['region'], number>> = { flanders: 1, brussels: 1.12, wallonia: 0.76, luxembourg: 2.35 };

export interface MediaFile {
  path: string;
  mime: string;
  body: Buffer;
}

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

function pictures(id: number, variant: Variant, garden: boolean, rng: Random, media: MediaFile[]): Picture[] {
  const style = rng.pick(STYLE_OF_VARIANT[variant]);
  const scenes: [Scene, Translatable][] = [[ 'front', variant === 'land' ? CAPTIONS.plot : CAPTIONS.front ]];
  if (RESIDENTIAL.has(variant)) {
    scenes.push(['living', CAPTIONS.living], ['kitchen', CAPTIONS.kitchen]);
    if (garden) scenes.push(['garden', CAPTIONS.garden]);
  }
  scenes.push(['dusk', CAPTIONS.dusk]);
  return scenes.map(([scene, caption], index) => {
    const pictureId = id * 10 + index + 1;
    const seed = id * 7919 + index;
    const base = `/media/pictures/${pictureId}`;
    for (const detail of ['full', 'high', 'medium', 'low'] as const) {
      media.push({
        path: detail === 'full' ? `${base}.svg` : `${base}-${detail}.svg`,
        mime: 'image/svg+xml',
        body: Buffer.from(drawPicture(style, scene, seed, detail)),
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

const YEARS = [1898, 1912, 1930, 1954, 1962, 1975, 1988, 1996, 2004, 2011, 2018, 2022];

function constructionYearOf(plan: Plan, id: number): number | null {
  if (plan.variant === 'land') return null;
  if (plan.project !== undefined && plan.project > 0) return 2026;
  return createRandom(90_000 + id).pick(YEARS);
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

export function seedProperties(options: SeedOptions): SeededProperty[] {
  const { now } = options;
  const years = PLAN.map((plan, index) => constructionYearOf(plan, FIRST_PROPERTY_ID + index));
  const energies = assignEnergy(years);
  let luxembourgLabel = 0;
  return PLAN.map((plan, index) => {
    const id = FIRST_PROPERTY_ID + index;
    const rng = createRandom(20_240_000 + id);
    const place = placeOf(plan.zip, plan.city);
    const rent = plan.goal === 'rent';
    const variant = plan.variant;
    const residential = RESIDENTIAL.has(variant);
    const newBuild = plan.project !== undefined && plan.project > 0;
    const media: MediaFile[] = [];

    const bedrooms = { house: rng.int(2, 4), villa: rng.int(4, 6), apartment: rng.int(1, 3), studio: 0, penthouse: 3 }[
      variant as 'house'
    ] ?? (variant === 'commercial' ? 2 : null);
    const bathrooms = residential ? (variant === 'villa' ? rng.int(2, 3) : variant === 'studio' ? 0 : rng.int(1, 2)) : null;
    const garden = variant === 'house' || variant === 'villa' || (variant === 'apartment' && rng.chance(0.15));
    const terrace = !garden && (variant === 'apartment' || variant === 'penthouse' ? true : rng.chance(0.3)) && residential;
    const habitable = {
      house: rng.range(125, 220, 5),
      villa: rng.range(240, 460, 5),
      apartment: rng.range(62, 140),
      studio: rng.range(24, 38),
      penthouse: rng.range(150, 230),
    }[variant as 'house'];
    const surface = {
      office: rng.range(180, 1_200, 10),
      commercial: rng.range(150, 320, 5),
      industrial: rng.range(600, 3_400, 50),
      retail: rng.range(60, 260, 5),
      practice: rng.range(85, 180, 5),
      land: 0,
    }[variant as 'office'] ?? habitable ?? 0;
    const plot =
      variant === 'house'
        ? rng.range(110, 480, 5)
        : variant === 'villa'
          ? rng.range(900, 3_600, 10)
          : variant === 'land'
            ? rng.range(420, 1_250, 5)
            : variant === 'industrial'
              ? rng.range(1_500, 5_000, 50)
              : null;
    const constructionYear = years[index]!;
    const renovationYear =
      constructionYear && constructionYear < 2000 && rng.chance(0.5) ? rng.int(Math.max(constructionYear + 20, 2008), 2024) : null;
    const garages = residential ? (variant === 'villa' ? 2 : rng.chance(0.5) ? 1 : 0) : null;

    // price
    const regionFactor = REGION_PRICE[place.region] * (0.8 + 0.4 * place.urban) * rng.range(0.86, 1.24, 0.01);
    const sizeFactor = habitable ? Math.max(0.7, Math.min(1.6, habitable / { house: 170, villa: 340, apartment: 95, studio: 30, penthouse: 180 }[variant as 'house'])) : 1;
    let price = rent
      ? Math.round((RENT_BASE[variant] * regionFactor * sizeFactor) / 25) * 25
      : Math.round((SALE_BASE[variant] * regionFactor * sizeFactor) / 5_000) * 5_000;
    if (plan.project !== undefined && options.projectPrices?.[plan.project]) price = options.projectPrices[plan.project]!;
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
    const certificateDate = now - rng.int(60, 3_000) * DAY;
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

    const flanders = place.region === 'flanders';
    const floodScore = () => rng.pick(['A', 'A', 'A', 'B', 'B', 'C', 'D']);
    const gScore = flanders && variant !== 'land' ? floodScore() : null;
    const pScore = flanders ? floodScore() : null;
    const facts = {
      variant,
      rent,
      city: place.city,
      bedrooms: bedrooms ?? 0,
      bathrooms: bathrooms ?? 1,
      living: habitable ? Math.round(habitable * 0.3) : 0,
      plot: plot ?? 0,
      surface,
      garden,
      terrace,
      garages: garages ?? 0,
      constructionYear,
      renovationYear,
      pick: rng.int(0, 11),
      newBuild,
    };
    const texts = listingTexts(facts);
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
    addDocument('brochure', [
      texts.Title[docLanguage]!,
      texts.Description[docLanguage]!.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim(),
      `${docLanguage === 'nl' ? 'Referentie' : 'Référence'}: ${rent ? 'VH' : 'VK'}-${id}`,
    ]);
    if (epcStatus === 'available' && energy !== null) {
      addDocument('epc', [
        `${docLanguage === 'nl' ? 'Certificaatnummer' : 'Numéro de certificat'}: ${epcNumber}`,
        `${docLanguage === 'nl' ? 'Energiescore' : 'Consommation spécifique'}: ${energy} kWh/m².${docLanguage === 'nl' ? 'jaar' : 'an'}`,
      ]);
    }
    if (flanders && constructionYear && constructionYear < 2001) {
      addDocument('asbestos', [docLanguage === 'nl' ? 'Asbestinventaris opgemaakt door een erkende asbestdeskundige.' : 'Inventaire amiante.']);
    }
    if (residential && !newBuild) addDocument('electricity', [docLanguage === 'nl' ? 'De elektrische installatie voldoet aan het AREI.' : "L'installation électrique est conforme au RGIE."]);
    if (flanders) addDocument('soil', [docLanguage === 'nl' ? 'Het OVAM-bodemattest vermeldt geen relevante gegevens.' : 'Attestation du sol sans données pertinentes.']);

    const pictureList = pictures(id, variant, garden, rng, media);
    const jitter = () => rng.range(-0.012, 0.012, 0.0001);
    const mobiscore = place.region === 'flanders' || place.region === 'brussels';
    const categoryScore = () => Math.round(Math.min(10, Math.max(2, 4 + place.urban * 5 + rng.range(-1.5, 1.5, 0.1))) * 10) / 10;
    const categories = Object.fromEntries(MOBISCORE_CATEGORIES.map((category) => [category, categoryScore()])) as Record<
      (typeof MOBISCORE_CATEGORIES)[number],
      number
    >;
    const mobiTotal = Math.round((Object.values(categories).reduce((sum, value) => sum + value, 0) / MOBISCORE_CATEGORIES.length) * 10) / 10;
    const building = variant !== 'land';

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
      CountryName: place.countryId === 10 ? 'België' : 'Luxembourg',
      EnergyPerformance: energy,
      EPCLabelText: epcLabelText,
      Goal: rent ? 1 : 0,
      WebID: typeNode(variant).WebID,
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
      AvailableFrom: status === 'available' ? rng.pick(AVAILABLE_FROM) : null,
      StartPrice: plan.project !== undefined ? price : null,
      ChargesOwner: !rent && (variant === 'apartment' || variant === 'penthouse' || variant === 'studio') ? rng.range(60, 320, 5) : null,
      ChargesRenter: rent ? (residential && variant !== 'house' ? rng.range(40, 220, 5) : variant === 'office' ? rng.range(200, 900, 10) : 0) : null,
      DepositAmount: rent ? price * 3 : null,
      AgencyCost: rent && !residential ? price : null,
      VatValue: newBuild && !rent ? Math.round(price * 0.7 * 0.21) : null,
      VatRegime: rent ? null : newBuild,
      NotaryFeeExclVat: rent ? null : Math.round((price * 0.011 + 1_450) / 10) * 10,
      NotaryFeeInclVat: rent ? null : Math.round(((price * 0.011 + 1_450) * 1.21) / 10) * 10,
      RegistrationRights: rent || newBuild ? null : Math.round(price * saleTaxRate),
      RealEstateTax: building ? rng.range(480, 2_600, 10) : rng.range(40, 180, 5),
      ConstructionCost: newBuild ? Math.round(price * 0.7) : null,
      ShowerRooms: residential ? (variant === 'studio' ? 1 : rng.int(0, 1)) : null,
      Toilets: building ? rng.int(1, variant === 'villa' || variant === 'office' ? 4 : 2) : null,
      Garages: garages,
      ParkingsInside: variant === 'office' || variant === 'apartment' || variant === 'penthouse' ? rng.int(0, variant === 'office' ? 12 : 1) : null,
      ParkingsOutside: building && !residential ? rng.int(0, 8) : variant === 'villa' ? rng.int(2, 4) : null,
      Floors: building ? (variant === 'apartment' || variant === 'studio' ? 1 : variant === 'house' || variant === 'villa' ? rng.int(2, 3) : rng.int(1, 4)) : null,
      ExtraRooms: residential ? rng.int(0, 2) : null,
      Facades: building ? (variant === 'villa' ? 4 : variant === 'house' ? rng.int(2, 3) : rng.int(1, 3)) : null,
      SurfaceTotal: building ? Math.round(surface * 1.12) : plot,
      SurfaceConstructed: building ? Math.round(surface * 1.2) : null,
      SurfaceStore: variant === 'retail' || variant === 'commercial' || variant === 'industrial' ? Math.round(surface * 0.25) : null,
      SurfaceTerrace: terrace ? rng.range(6, variant === 'penthouse' ? 80 : 24) : null,
      SurfaceGarden: garden ? rng.range(60, variant === 'villa' ? 2_500 : 320, 5) : null,
      FrontWidth: building && variant !== 'apartment' && variant !== 'studio' && variant !== 'penthouse' ? rng.range(5, 22, 0.5) : null,
      PlotWidth: plot ? rng.range(8, 45, 0.5) : null,
      TerraceOrientation: terrace ? rng.pick(ORIENTATIONS) : null,
      GardenOrientation: garden ? rng.pick(ORIENTATIONS) : null,
      ConstructionYear: constructionYear,
      RenovationYear: renovationYear,
      HeatingType: building ? rng.pick(newBuild ? [HEATING[1], HEATING[3]] : HEATING) : null,
      Kitchen: residential ? rng.pick(newBuild ? KITCHENS.slice(0, 2) : KITCHENS) : null,
      WindowFrames: building ? rng.pick(WINDOW_FRAMES) : null,
      Glazing: building ? rng.pick(newBuild ? [GLAZING[1]] : GLAZING.slice(0, 2)) : null,
      RoofType: building ? rng.pick(variant === 'apartment' || variant === 'office' ? [ROOF_TYPES[1]] : ROOF_TYPES) : null,
      RoofMaterial: building ? rng.pick(ROOF_MATERIALS) : null,
      RoofCondition: building ? rng.pick(ROOF_CONDITIONS) : null,
      FloorCovering: building ? rng.pick(FLOORS) : null,
      EpcStatus: epcStatus,
      EpcTotal: energy !== null && habitable ? Math.max(0, Math.round(energy * habitable)) : energy !== null ? Math.max(0, Math.round(energy * surface)) : null,
      EpcCertificateNumber: epcNumber,
      ELevel: newBuild && epcStatus === 'available' ? rng.int(20, 35) : null,
      EpcEndDate: epcStatus === 'available' ? isoDate(certificateDate + 3_652 * DAY) : null,
      CO2Emission: energy !== null ? Math.max(0, Math.round(energy * 0.19)) : null,
      FloodZone: place.countryId === 10 ? pScore === 'D' || gScore === 'D' || rng.chance(0.08) : null,
      RiparianZone: place.countryId === 10 ? rng.chance(0.06) : null,
      FloodRiskArea: place.countryId === 10 ? pScore === 'C' || pScore === 'D' : null,
      FloodGScore: gScore,
      FloodPScore: pScore,
      AsbestosType: flanders && constructionYear && constructionYear < 2001 ? rng.pick(ASBESTOS) : null,
      AsbestosDate: flanders && constructionYear && constructionYear < 2001 ? isoDate(now - rng.int(30, 700) * DAY) : null,
      GasCertificate: building ? rng.chance(0.8) : null,
      ElectricityCertificate: building ? rng.chance(0.85) : null,
      SoilCertificate: place.countryId === 10 ? flanders || rng.chance(0.5) : null,
      PlanningInformation: place.countryId === 10 ? (variant === 'industrial' ? PLANNING[2] : variant === 'retail' || variant === 'commercial' ? PLANNING[3] : rng.pick(PLANNING.slice(0, 2))) : null,
      Servitudes: place.countryId === 10 ? rng.pick(SERVITUDES) : null,
      Inventory: rent ? true : null,
      Gas: building ? rng.chance(0.75) : rng.chance(0.5),
      Water: true,
      Lift: variant === 'apartment' || variant === 'penthouse' || variant === 'office' ? rng.chance(0.8) : building ? false : null,
      Cellar: building ? rng.chance(0.45) : null,
      Terrace: residential ? terrace : null,
      Garden: residential ? garden : null,
      Attic: variant === 'house' || variant === 'villa' ? rng.chance(0.5) : null,
      Furnished: residential ? variant === 'studio' && rent : null,
      Permit: place.countryId === 10 ? true : null,
      AllotmentPermit: variant === 'land' ? true : place.countryId === 10 ? rng.chance(0.2) : null,
      Summons: place.countryId === 10 ? false : null,
      PreemptiveRights: place.countryId === 10 ? rng.chance(0.12) : null,
      JudicialDecision: place.countryId === 10 ? rng.pick([0, 0, 0, 0, 2, 1] as const) : null,
      Pictures: pictureList,
      Documents: documents,
      VideoUrl: index % 9 === 2 ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : index % 9 === 5 ? 'https://vimeo.com/76979871' : null,
      VirtualTourUrl: index % 11 === 4 ? 'https://my.matterport.com/show/?m=SxQL3iGyoDo' : null,
      Manager: manager,
      Mobiscore: mobiscore ? { Total: mobiTotal, Categories: categories } : null,
    };
    return {
      property,
      online: !plan.offline,
      ownerKey: plan.owner ?? null,
      appointments: plan.appointmentsFull ? 'full' : 'open',
      managerId,
      media,
    };
  });
}
