// The demo data covers what the widgets must show: every type, goal, state, region,
// EPC class, marquee and price unit; hidden prices and addresses; four languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import { EPC_SCALES, epcLabel, epcScheme } from '../../../core/property/epc.ts';
import { regionOfZip } from '../../../core/property/region.ts';
import { ACTIVITY_DAYS, seedHistory, seedVisits } from './activity.ts';
import { OWNERS } from './owners.ts';
import { OPEN_HOUSE_PROPERTY_IDS, seedProperties } from './properties.ts';
import { calendarOf } from './calendar.ts';
import { PHOTO_LICENCES, PHOTOS } from './photos.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { DEPOSIT_MONTHS } from '../../../core/forms/rental.ts';
import { seedProjects } from './projects.ts';
import { placeOf } from './places.ts';
import { JURISDICTIONAL_FIELDS, jurisdictionOf, showsField } from '../../../core/property/legal.ts';
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { frenchTypographyProblems, informalWords } from '../../../core/i18n/text-style.ts';

const NOW = Date.UTC(2026, 0, 15, 10);
const seeded = seedProperties({ now: NOW });
const properties = seeded.map((item) => item.property);

describe('seeded properties', () => {
  it('are about sixty, with unique ids', () => {
    expect(properties.length).toBeGreaterThanOrEqual(55);
    expect(properties.length).toBeLessThanOrEqual(75);
    expect(new Set(properties.map((property) => property.ID)).size).toBe(properties.length);
  });

  it('cover every type web id 1–7, sale and rent', () => {
    expect(new Set(properties.map((property) => property.WebID))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(properties.some((property) => property.Goal === 0)).toBe(true);
    expect(properties.some((property) => property.Goal !== 0)).toBe(true);
  });

  it('cover every availability state', () => {
    expect(new Set(properties.map((property) => property.Status))).toEqual(new Set(['available', 'rented', 'sold', 'sold_out']));
  });

  it('lie in Flanders, Wallonia, Brussels and (a few) in Luxembourg', () => {
    const belgian = properties.filter((property) => property.CountryID === 10);
    expect(new Set(belgian.map((property) => regionOfZip(property.Zip)))).toEqual(new Set(['flanders', 'wallonia', 'brussels']));
    const luxembourg = properties.filter((property) => property.CountryID === 50);
    expect(luxembourg.length).toBeGreaterThanOrEqual(3);
    expect(luxembourg.length).toBeLessThan(10);
  });

  it('have published and unpublished prices and addresses, marquees and price unit 7', () => {
    expect(properties.some((property) => !property.PublishPrice)).toBe(true);
    expect(properties.some((property) => !property.PublishAddress)).toBe(true);
    expect(new Set(properties.map((property) => property.Marquee).filter((marquee) => marquee !== null)).size).toBeGreaterThanOrEqual(5);
    expect(properties.some((property) => property.PriceUnit === 7)).toBe(true);
  });

  it.each(['flanders', 'wallonia', 'brussels'] as const)('reach every EPC class of %s', (region) => {
    const labels = new Set(
      properties
        .filter((property) => property.CountryID === 10 && epcScheme({ zip: property.Zip, countryId: 10 }) === region)
        .map((property) => epcLabel({ energyPerformance: property.EnergyPerformance, zip: property.Zip, countryId: 10 })),
    );
    for (const band of EPC_SCALES[region]) expect(labels, band.label).toContain(band.label);
  });

  it('give Luxembourg listings a text label, and land no certificate', () => {
    for (const property of properties.filter((item) => item.CountryID === 50)) expect(property.EPCLabelText).toMatch(/^[A-I]$/);
    for (const property of properties.filter((item) => item.WebID === 4)) expect(property.EpcStatus).toBe('not_applicable');
    expect(properties.some((property) => property.EpcStatus === 'requested')).toBe(true);
  });

  it('carry flood scores in Flanders and a mobiscore with seven categories', () => {
    const flemish = properties.filter((property) => regionOfZip(property.Zip) === 'flanders' && property.CountryID === 10);
    expect(flemish.every((property) => /^[A-D]$/.test(property.FloodPScore ?? ''))).toBe(true);
    const scored = properties.filter((property) => property.Mobiscore);
    expect(scored.length).toBeGreaterThan(20);
    for (const property of scored) expect(Object.keys(property.Mobiscore!.Categories)).toHaveLength(7);
  });

  it('fill most descriptive attributes', () => {
    const houses = properties.filter((property) => property.WebID === 1);
    const filled = (field: keyof (typeof properties)[number]) =>
      houses.filter((property) => property[field] !== null && property[field] !== undefined).length / houses.length;
    for (const field of ['ConstructionYear', 'HeatingType', 'Kitchen', 'Glazing', 'RoofType', 'FloorCovering', 'Toilets', 'Facades'] as const) {
      expect(filled(field), field).toBeGreaterThan(0.8);
    }
    // the owner's property tax: on every Belgian sale, never on a rental
    for (const property of properties.filter((item) => item.CountryID === 10)) expect(property.RealEstateTax !== null, `${property.ID}`).toBe(property.Goal === 0);
  });

  it('have titles, teasers and descriptions in nl, fr, en and de', () => {
    for (const property of properties) {
      for (const language of LANGUAGES) {
        expect(property.Title[language], `${property.ID} ${language}`).toBeTruthy();
        expect(property.Description[language]).toMatch(/^<p>.+<\/p>$/);
      }
    }
  });

  it('have pictures with three thumbnail qualities, and PDF documents', () => {
    // a photo's files come with the first listing that shows it
    const stored = new Map(seeded.flatMap(({ media }) => media).map((file) => [file.path, file]));
    for (const { property, media } of seeded) {
      expect(property.Pictures.length).toBeGreaterThanOrEqual(1);
      for (const picture of property.Pictures) {
        for (const url of [picture.Url, picture.Thumbs.low, picture.Thumbs.medium, picture.Thumbs.high]) {
          const file = stored.get(url);
          expect(file, url).toBeDefined();
          if (file!.mime === 'image/webp') expect(file!.body.subarray(8, 12).toString(), url).toBe('WEBP');
          else expect(file!.body.subarray(0, 4).toString(), url).toBe('<svg');
        }
      }
      for (const document of property.Documents) {
        const file = media.find((item) => item.path === document.Url)!;
        expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(document.Size).toBe(file.body.length);
      }
    }
    expect(seeded.filter(({ property }) => property.WebID === 1 || property.WebID === 2).every(({ property }) => property.Pictures.length >= 3)).toBe(true);
  });

  it('never name the street in a public document of a listing whose address is hidden', () => {
    for (const { property, media } of seeded.filter((item) => !item.property.PublishAddress)) {
      for (const document of property.Documents) {
        const text = media.find((item) => item.path === document.Url)!.body.toString('latin1');
        expect(text).not.toContain(property.Street!.replace(/'/g, ''));
      }
    }
  });

  it('are the same on every run', () => {
    const again = seedProperties({ now: NOW }).map((item) => item.property);
    expect(again).toEqual(properties);
  });

  it('give each demo owner several properties', () => {
    for (const owner of OWNERS) expect(seeded.filter((item) => item.ownerKey === owner.key).length).toBeGreaterThanOrEqual(3);
  });
});

describe('seeded properties read like a real agency’s portfolio', () => {
  it('state facts that agree with each other', () => {
    const contradictions: string[] = [];
    const says = (property: (typeof properties)[number], wrong: boolean, what: string) => {
      if (wrong) contradictions.push(`${property.ID}: ${what}`);
    };
    for (const property of properties) {
      const { FrontWidth, PlotWidth, SurfaceLiving, SurfaceTotal, SurfaceConstructed, SurfaceGround, SurfaceGarden } = property;
      says(property, FrontWidth !== null && PlotWidth !== null && FrontWidth > PlotWidth, `a ${FrontWidth} m façade on a ${PlotWidth} m wide plot`);
      says(property, SurfaceConstructed !== null && SurfaceTotal !== null && SurfaceConstructed > SurfaceTotal, `built ${SurfaceConstructed} m² of a total ${SurfaceTotal} m²`);
      says(property, SurfaceLiving !== null && SurfaceTotal !== null && SurfaceLiving > SurfaceTotal, `living ${SurfaceLiving} m² of a total ${SurfaceTotal} m²`);
      says(property, SurfaceConstructed !== null && SurfaceGround !== null && SurfaceGround > 0 && SurfaceConstructed > SurfaceGround, `built ${SurfaceConstructed} m² on a ${SurfaceGround} m² plot`);
      says(property, SurfaceGarden !== null && SurfaceGround !== null && SurfaceGround > 0 && SurfaceGarden > SurfaceGround, `a ${SurfaceGarden} m² garden on a ${SurfaceGround} m² plot`);
      // a judgment on an urban-planning breach follows a summons: "no summons" and "a judgment" cannot both be
      says(property, property.Summons === false && property.JudicialDecision === 1, 'no summons, yet a judgment');
    }
    expect(contradictions).toEqual([]);
  });

  const en = (value: Translatable | null | undefined) => value?.en ?? '';

  it('have a title of their own, in every language', () => {
    for (const language of LANGUAGES) {
      const titles = properties.map((property) => property.Title[language]);
      expect(new Set(titles).size, language).toBe(titles.length);
    }
  });

  it('say the same of a building in the title, the description and the attributes', () => {
    for (const property of properties) {
      const title = en(property.Title);
      const kitchen = en(property.Kitchen);
      if (/Renovated|New-build|Move-in ready/.test(title) && kitchen) expect(kitchen, `${property.ID}: ${title}`).not.toBe('Kitchen to renew');
      if (/to renovate/.test(title) && kitchen) expect(kitchen, `${property.ID}: ${title}`).toBe('Kitchen to renew');
      if (/Renovated/.test(title)) expect(property.RenovationYear, `${property.ID}`).not.toBeNull();
      if (property.RenovationYear) expect(en(property.RoofCondition)).not.toBe('To be renewed');
      // nobody lives on a plot or in a building not yet handed over
      if (property.WebID === 4 || property.StartPrice !== null) expect(en(property.AvailableFrom), `${property.ID}`).not.toBe('Subject to the current tenants');
    }
  });

  it('cover a roof with what its shape takes: no slates or tiles on a flat roof, no membrane on a slope', () => {
    for (const property of properties.filter((item) => item.RoofType)) {
      const cover = en(property.RoofMaterial);
      if (en(property.RoofType) === 'Flat roof') expect(['EPDM', 'Bitumen felt', 'Green roof', 'Zinc'], `${property.ID}`).toContain(cover);
      else expect(['Tiles', 'Slate', 'Zinc', 'Sandwich panels'], `${property.ID}`).toContain(cover);
    }
  });

  it('keep the countryside in the countryside and the sea on the coast', () => {
    for (const property of properties) {
      const place = placeOf(property.Zip!, property.City!);
      const text = `${en(property.Title)} ${en(property.Description)}`;
      if (/paddock|countryside/.test(text)) expect(place.urban, `${property.ID} in ${property.City}`).toBeLessThanOrEqual(0.4);
      if (/sea view|beach/.test(text)) expect(['8300', '8400'], `${property.ID}`).toContain(property.Zip);
    }
  });

  it('carry only the legal mentions of their own region’s (or country’s) law', () => {
    for (const property of properties) {
      const jurisdiction = jurisdictionOf(property);
      for (const field of JURISDICTIONAL_FIELDS) {
        if (property[field] !== null && property[field] !== undefined) expect(showsField(field, jurisdiction), `${property.ID} (${jurisdiction}): ${field}`).toBe(true);
      }
    }
  });

  it('show a photo of a building of their kind first, and rooms of a home after it', () => {
    const kinds: Record<string, string[]> = { House: ['house'], Villa: ['villa'], Apartment: ['apartment'], Studio: ['apartment'], Penthouse: ['apartment'], 'Office space': ['office'], 'Industrial hall': ['industrial'] };
    for (const property of properties) {
      const kind = kinds[property.TypeName?.en ?? ''];
      const [front, ...rest] = property.Pictures.map((picture) => ({ picture, photo: PHOTOS.find((photo) => picture.Url === `/media/photos/${photo.name}.webp`) }));
      if (!kind) {
        expect(front!.photo, `${property.ID}: no photo of a shop or a plot, a drawing`).toBeUndefined();
        continue;
      }
      expect(front!.photo?.scene, `${property.ID}`).toBe('front');
      expect(kind, `${property.ID} ${property.TypeName?.en}`).toContain(front!.photo!.shows);
      // a building of 1975 does not show a new block, nor a new build a street of the 1900s
      const age = new Date(NOW).getUTCFullYear() - (property.ConstructionYear ?? 0);
      if (front!.photo!.age === 'new' && property.TypeName?.en !== 'Villa') expect(age, `${property.ID}`).toBeLessThanOrEqual(25);
      if (front!.photo!.age === 'old') expect(age, `${property.ID}`).toBeGreaterThan(85);
      for (const { photo } of rest) expect(['residential', 'practice', 'house'], `${property.ID}`).toContain(photo!.shows);
      if (property.WebID === 1 || property.WebID === 2) expect(rest.map(({ picture }) => picture.Caption?.en)).toContain('Living area');
    }
  });

  it('show a home through several of its rooms, each listing its own choice of them', () => {
    const photoOf = (url: string) => PHOTOS.find((photo) => url === `/media/photos/${photo.name}.webp`);
    const homes = properties.filter((property) => property.Pictures.length > 0 && photoOf(property.Pictures[0]!.Url) && ['House', 'Villa', 'Apartment', 'Studio', 'Penthouse'].includes(property.TypeName?.en ?? ''));
    expect(homes.length).toBeGreaterThan(30);
    for (const home of homes) {
      const photos = home.Pictures.map((picture) => photoOf(picture.Url)!);
      const scenes = photos.map((photo) => photo.scene);
      // a studio: its front, its room, its kitchen and its shower room; a home with bedrooms shows one at least
      expect(home.Pictures.length, `${home.ID}`).toBeGreaterThanOrEqual(home.TypeName?.en === 'Studio' ? 4 : 5);
      expect(scenes, `${home.ID}`).toEqual(expect.arrayContaining(['front', 'living', 'kitchen', 'bathroom']));
      if (home.TypeName?.en !== 'Studio') expect(scenes, `${home.ID}`).toContain('bedroom');
      expect(new Set(photos).size, `${home.ID}: a photo twice`).toBe(photos.length);
    }
    // homes of one kind differ inside: no two show the same rooms
    const rooms = homes.map((home) => home.Pictures.slice(1).map((picture) => picture.Url).join());
    expect(new Set(rooms).size).toBe(homes.length);
  });

  it('spread the photos over the listings: neighbours do not share a front, and no front is everywhere', () => {
    // in the order the list shows them first: newest first
    const listed = [...properties].sort((a, b) => b.CreatedAt.localeCompare(a.CreatedAt) || a.ID - b.ID);
    const kindOf = (property: (typeof properties)[number]) => property.TypeName?.en;
    const photoOf = (url: string) => PHOTOS.find((photo) => url === `/media/photos/${photo.name}.webp`);
    for (let index = 1; index < listed.length; index++) {
      const [before, here] = [listed[index - 1]!, listed[index]!];
      const front = photoOf(here.Pictures[0]!.Url);
      // a kind has more than one front to give, unless only one photo shows a building of that age
      const alike = PHOTOS.filter((photo) => photo.shows === front?.shows && photo.scene === 'front' && (photo.age === undefined || photo.age === front.age));
      if (kindOf(before) === kindOf(here) && front && alike.length > 1) expect(here.Pictures[0]!.Url, `${here.ID}`).not.toBe(before.Pictures[0]!.Url);
    }
    const fronts = properties.map((property) => property.Pictures[0]!.Url);
    // each front of a kind is shown about as often as the others of its kind
    const frontOf = (url: string) => PHOTOS.find((photo) => url === `/media/photos/${photo.name}.webp`);
    const shown = fronts.map(frontOf).filter((photo) => photo !== undefined);
    for (const photo of new Set(shown)) {
      const ofKind = shown.filter((item) => item.shows === photo.shows && item.age === photo.age);
      const photosOfKind = new Set(ofKind).size;
      expect(shown.filter((item) => item === photo).length, photo.name).toBeLessThanOrEqual(Math.ceil(ofKind.length / photosOfKind));
    }
    // a drawing is drawn for its listing alone
    const drawn = seeded.flatMap(({ media }) => media.filter((file) => file.path.endsWith('-high.svg')).map((file) => file.body.toString()));
    expect(new Set(drawn).size).toBe(drawn.length);
  });

  it('credit every photo: its author, source and licence, in the manifest and in SOURCES.md, and carry no other', () => {
    const folder = new URL('./photos/', import.meta.url);
    const sources = readFileSync(new URL('SOURCES.md', folder), 'utf8');
    const files = readdirSync(folder).filter((file) => file.endsWith('.webp'));
    expect(files.sort()).toEqual(PHOTOS.flatMap((photo) => ['', '-high', '-low', '-medium'].map((size) => `${photo.name}${size}.webp`)).sort());
    for (const photo of PHOTOS) {
      expect(photo.author && photo.source && photo.via, photo.name).toBeTruthy();
      expect(Object.keys(PHOTO_LICENCES)).toContain(photo.licence);
      expect(sources, photo.name).toContain(photo.name);
      expect(sources, photo.name).toContain(photo.source);
    }
    // the repository stays light: a few MB in all, as it stores them (a thumbnail as large as its picture is the same file)
    const contents = new Map(files.map((file) => [readFileSync(new URL(file, folder)).toString('base64'), statSync(new URL(file, folder)).size]));
    const bytes = [...contents.values()].reduce((sum, size) => sum + size, 0);
    expect(bytes).toBeLessThan(9 * 1024 * 1024);
  });

  it('speak to the visitor formally and write French as French is typeset', () => {
    const problems: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (!value || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      if (typeof record.nl === 'string' && typeof record.fr === 'string') {
        for (const language of LANGUAGES) for (const word of informalWords(language, String(record[language] ?? ''))) problems.push(`${where} (${language}): "${word}"`);
        for (const problem of frenchTypographyProblems(record.fr as string)) problems.push(`${where} (fr): ${problem}`);
        return;
      }
      for (const [key, item] of Object.entries(record)) if (key !== 'Manager') walk(item, `${where}.${key}`);
    };
    for (const property of properties) walk(property, String(property.ID));
    for (const { project } of seedProjects()) walk({ ...project, Manager: null }, `project ${project.ID}`);
    expect(problems).toEqual([]);
  });
});

describe('seeded figures are those of the Belgian (and Luxembourg) market', () => {
  type Region = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg';
  const regionOf = (property: (typeof properties)[number]): Region => (property.CountryID === 50 ? 'luxembourg' : (regionOfZip(property.Zip) as Region));
  const flats = ['Apartment', 'Studio', 'Penthouse'];
  const kind = (property: (typeof properties)[number]) => property.TypeName?.en ?? '';
  const coast = (property: (typeof properties)[number]) => ['8300', '8400'].includes(property.Zip ?? '');

  // € per m² of living space asked for a flat or a house, by region (2026: Statbel and the notaries' barometer, see market.ts)
  it.each([
    ['flanders', 'flat', 1_800, 4_800],
    ['wallonia', 'flat', 1_400, 4_000],
    ['brussels', 'flat', 2_600, 5_800],
    ['luxembourg', 'flat', 6_000, 14_000],
    ['flanders', 'house', 1_200, 5_500],
    ['wallonia', 'house', 900, 4_500],
    ['brussels', 'house', 2_200, 6_000],
    ['luxembourg', 'house', 4_000, 10_000],
  ] as const)('a %s %s for sale costs €%i to €%i per m²', (region, type, low, high) => {
    const listed = properties.filter(
      (property) => property.Goal === 0 && regionOf(property) === region && !coast(property) && (type === 'flat' ? flats : ['House', 'Villa']).includes(kind(property)),
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const property of listed) {
      const perSquareMetre = property.Price! / property.SurfaceLiving!;
      expect(perSquareMetre, `${property.ID} ${property.City} ${kind(property)}`).toBeGreaterThanOrEqual(low);
      expect(perSquareMetre, `${property.ID} ${property.City} ${kind(property)}`).toBeLessThanOrEqual(high);
    }
  });

  // a month's rent of a one-, two- and three-bedroom flat, by region
  it.each([
    ['flanders', 1, 650, 1_150],
    ['flanders', 2, 800, 1_400],
    ['flanders', 3, 1_000, 1_900],
    ['wallonia', 1, 550, 1_000],
    ['wallonia', 2, 700, 1_300],
    ['brussels', 1, 700, 1_350],
    ['brussels', 2, 1_050, 1_800],
    ['brussels', 3, 1_350, 2_400],
    ['luxembourg', 1, 1_400, 2_600],
  ] as const)('a flat let in %s with %i bedroom(s) costs €%i to €%i a month', (region, bedrooms, low, high) => {
    const listed = properties.filter((property) => property.Goal !== 0 && regionOf(property) === region && kind(property) === 'Apartment' && property.Bedrooms === bedrooms);
    for (const property of listed) {
      expect(property.Price, `${property.ID} ${property.City}`).toBeGreaterThanOrEqual(low);
      expect(property.Price, `${property.ID} ${property.City}`).toBeLessThanOrEqual(high);
    }
  });

  it('never lets a two-bedroom flat in Wallonia for less than €700 (Nivelles was let at €475)', () => {
    const nivelles = properties.find((property) => property.Zip === '1400' && property.Goal !== 0 && kind(property) === 'Apartment')!;
    expect(nivelles.Bedrooms).toBe(2);
    expect(nivelles.Price).toBeGreaterThanOrEqual(700);
  });

  it('gives a flat the living space its bedrooms need', () => {
    const bounds: Record<number, [number, number]> = { 0: [20, 45], 1: [45, 80], 2: [70, 110], 3: [95, 220] };
    for (const property of properties.filter((item) => flats.includes(kind(item)))) {
      const [low, high] = bounds[property.Bedrooms ?? 0]!;
      expect(property.SurfaceLiving, `${property.ID}: ${property.Bedrooms} bedrooms`).toBeGreaterThanOrEqual(low);
      expect(property.SurfaceLiving, `${property.ID}: ${property.Bedrooms} bedrooms`).toBeLessThanOrEqual(high);
    }
  });

  it('asks the deposit of the region’s law, and charges a flat’s common costs by its size', () => {
    for (const property of properties.filter((item) => item.Goal !== 0)) {
      expect(property.DepositAmount, `${property.ID}`).toBe(property.Price! * DEPOSIT_MONTHS[regionOf(property)]);
    }
    for (const property of properties.filter((item) => flats.includes(kind(item)))) {
      const charges = (property.Goal === 0 ? property.ChargesOwner : property.ChargesRenter)!;
      expect(charges / property.SurfaceLiving!, `${property.ID}`).toBeGreaterThan(0.7);
      expect(charges / property.SurfaceLiving!, `${property.ID}`).toBeLessThan(2.8);
    }
  });

  it('prices building land by the m² of its region: dearer in Flanders than in the Ardennes', () => {
    const land = properties.filter((property) => kind(property) === 'Building plot');
    for (const plot of land) {
      const perSquareMetre = plot.Price! / plot.SurfaceGround!;
      const [low, high] = regionOf(plot) === 'flanders' ? [180, 700] : [50, 300];
      expect(perSquareMetre, `${plot.ID} ${plot.City}`).toBeGreaterThanOrEqual(low);
      expect(perSquareMetre, `${plot.ID} ${plot.City}`).toBeLessThanOrEqual(high);
    }
  });
});

describe('seeded dates are relative to the day the demo is seeded', () => {
  // two seeding days years apart: every date follows the day it is seeded
  it.each([Date.UTC(2026, 0, 15, 10), Date.UTC(2026, 10, 26, 9), Date.UTC(2031, 5, 3, 15)])('seeded on %s', (now) => {
    const year = new Date(now).getUTCFullYear();
    const projects = seedProjects(now).map((item) => item.project);
    for (const { property } of seedProperties({ now })) {
      const where = `${property.ID}`;
      const newBuild = property.StartPrice !== null && property.WebID !== 4;
      if (property.ConstructionYear !== null && !newBuild) expect(property.ConstructionYear, where).toBeLessThan(year);
      if (property.RenovationYear !== null) {
        expect(property.RenovationYear, where).toBeLessThan(year);
        expect(property.RenovationYear, where).toBeGreaterThanOrEqual(property.ConstructionYear! + 15);
      }
      if (property.EpcEndDate) {
        // a certificate runs ten years from the day it was drawn up: after the building was built or renovated, before today
        const drawnUp = Date.parse(property.EpcEndDate) - 3_652 * 86_400_000;
        expect(drawnUp, where).toBeLessThanOrEqual(now);
        if (!newBuild) expect(new Date(drawnUp).getUTCFullYear(), where).toBeGreaterThanOrEqual(Math.max(property.ConstructionYear ?? 0, property.RenovationYear ?? 0));
      }
      if (property.AsbestosDate) expect(Date.parse(property.AsbestosDate), where).toBeLessThanOrEqual(now);
      expect(Date.parse(property.CreatedAt!), where).toBeLessThanOrEqual(now);
      const from = property.AvailableFrom?.en?.match(/^From (\d+ \w+ \d{4})$/);
      if (from) expect(Date.parse(`${from[1]} 12:00 UTC`), where).toBeGreaterThan(now);
    }
    for (const project of projects) {
      const delivered = /^Completed in (\d{4})$/.exec(project.Delivery!.en!);
      const delivery = Number(/(\d{4})$/.exec(project.Delivery!.en!)![1]);
      if (delivered) expect(delivery, project.Title.en).toBeLessThanOrEqual(year);
      else expect(delivery, project.Title.en).toBeGreaterThanOrEqual(year);
      expect(Number(project.ProjectNumber!.slice(2, 6))).toBeLessThanOrEqual(year);
    }
  });

  it('gives the listing whose ribbon says open house an open house in the calendar', () => {
    expect(OPEN_HOUSE_PROPERTY_IDS.size).toBeGreaterThan(0);
    for (const id of OPEN_HOUSE_PROPERTY_IDS) expect(calendarOf(id, NOW).some((moment) => moment.kind === 'open_house'), `${id}`).toBe(true);
  });
});

describe('seeded projects', () => {
  const projects = seedProjects().map((item) => item.project);

  it('keep their developer’s name in every language, and name each unit’s type', () => {
    for (const project of projects.filter((item) => item.ID !== 4)) expect(new Set(Object.values(project.Title)).size, project.Title.nl).toBe(1);
    for (const unit of projects.flatMap((project) => project.Constructions)) expect(unit.TypeName?.en, unit.Unit).toBeTruthy();
    expect(new Set(projects.flatMap((project) => project.Constructions.map((unit) => unit.TypeName?.en))).size).toBeGreaterThan(3);
  });

  it('are four, with constructions, and one is sold out', () => {
    expect(projects).toHaveLength(4);
    for (const project of projects) expect(project.Constructions.length).toBeGreaterThan(5);
    expect(projects.filter((project) => project.Status === 'sold_out')).toHaveLength(1);
  });

  it('count their available units and price range from the constructions', () => {
    for (const project of projects) {
      const available = project.Constructions.filter((unit) => unit.Status === 'available');
      expect(project.UnitsAvailable).toBe(available.length);
      expect(project.UnitsTotal).toBe(project.Constructions.length);
      if (available.length > 0) expect(project.PriceMin).toBe(Math.min(...available.map((unit) => unit.Price!)));
    }
  });
});

describe('seeded activity', () => {
  const owned = seeded
    .filter((item) => item.ownerKey)
    .map((item) => ({
      owner: item.ownerKey,
      plan: { id: item.property.ID, zip: item.property.Zip, status: item.property.Status, online: item.online, rent: item.property.Goal !== 0 },
    }));
  const chartStart = NOW - 29 * 86_400_000;

  it('gives each owner a property on the market, one sold or let, and A one taken offline', () => {
    for (const key of ['A', 'B']) {
      const plans = owned.filter((item) => item.owner === key).map((item) => item.plan);
      expect(plans.some((plan) => plan.online && plan.status === 'available')).toBe(true);
      expect(plans.some((plan) => plan.status === 'sold')).toBe(true);
      expect(plans.some((plan) => plan.status === 'rented')).toBe(true);
    }
    expect(owned.some((item) => item.owner === 'A' && !item.plan.online)).toBe(true);
  });

  it('spreads visits over the last 90 days, none in the future, on the website and the portals', () => {
    for (const { plan } of owned) {
      const visits = seedVisits(plan, NOW);
      const times = visits.map((visit) => visit.at);
      expect(Math.min(...times)).toBeGreaterThanOrEqual(NOW - ACTIVITY_DAYS * 86_400_000);
      expect(Math.max(...times)).toBeLessThanOrEqual(NOW);
      expect(new Set(visits.map((visit) => visit.source))).toContain('website');
      expect(new Set(visits.map((visit) => visit.source))).toContain('immoweb');
    }
  });

  it('shows a listing on the market busy in the last 30 days, and nobody looking at one offline', () => {
    const onMarket = owned.find((item) => item.plan.online && item.plan.status === 'available')!.plan;
    expect(seedVisits(onMarket, NOW).filter((visit) => visit.at >= chartStart).length).toBeGreaterThan(ACTIVITY_DAYS);
    const offline = owned.find((item) => !item.plan.online)!.plan;
    expect(seedVisits(offline, NOW).filter((visit) => visit.at >= chartStart)).toEqual([]);
  });

  it('stops the portals counting a sold or let property the day it leaves the market', () => {
    for (const { plan } of owned.filter((item) => item.plan.online && item.plan.status !== 'available')) {
      const recent = seedVisits(plan, NOW).filter((visit) => visit.at >= NOW - 5 * 86_400_000);
      expect(recent.every((visit) => visit.source === 'website')).toBe(true);
    }
  });

  it('keeps a history of every kind and status, with confirmed and planned appointments ahead', () => {
    const rows = owned.flatMap(({ plan }) => seedHistory(plan, NOW));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['communication', 'calendar', 'media', 'source']));
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['done', 'planned', 'confirmed', 'cancelled']));
    for (const { plan } of owned) {
      const history = seedHistory(plan, NOW);
      expect(new Set(history.map((row) => row.type)).size, String(plan.id)).toBe(4);
      if (plan.online && plan.status === 'available') {
        expect(history.some((row) => row.type === 'calendar' && row.status === 'confirmed' && Date.parse(row.at) > NOW)).toBe(true);
        expect(history.some((row) => row.type === 'calendar' && row.status === 'planned' && Date.parse(row.at) > NOW)).toBe(true);
      }
    }
  });

  it('writes each row at the hour its kind happens, in Brussels time, not all at one minute past the hour', () => {
    const wallClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const rows = owned.flatMap(({ plan }) => seedHistory(plan, NOW));
    const minutes = new Set(rows.map((row) => new Date(row.at).getUTCMinutes()));
    expect(minutes.size).toBeGreaterThan(20);
    for (const row of rows.filter((item) => item.type === 'calendar')) {
      const parts = Object.fromEntries(wallClock.formatToParts(new Date(row.at)).map((part) => [part.type, part.value]));
      expect(parts.weekday, row.at).not.toBe('Sun');
      expect(Number(parts.hour), row.at).toBeGreaterThanOrEqual(9);
      expect(Number(parts.hour), row.at).toBeLessThanOrEqual(18);
      expect(Number(parts.minute) % 15, row.at).toBe(0);
    }
  });

  it('notes what an agency writes in an owner’s history, and nothing a tenant may not be asked', () => {
    const rows = owned.flatMap(({ plan }) => seedHistory(plan, NOW));
    const text = JSON.stringify(rows.map((row) => [row.subject, row.comment]));
    expect(text).not.toMatch(/loonfiche|fiches? de paie|payslip|gehaltsnachweis|identit|identiteit/i);
    for (const { plan } of owned.filter((item) => item.plan.status === 'rented')) {
      const lease = seedHistory(plan, NOW).find((row) => row.subject.en === 'Lease signed')!;
      const months = DEPOSIT_MONTHS[regionOfZip(plan.zip) as 'flanders'];
      expect(lease.comment!.en, String(plan.id)).toContain(`${months === 2 ? 'two' : 'three'} months`);
    }
  });

  it('holds more rows than one page of the portal for every property', () => {
    for (const { plan } of owned) expect(seedHistory(plan, NOW).length).toBeGreaterThan(10);
  });
});
