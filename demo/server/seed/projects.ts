/** Four new-build projects with their units (constructions), pictures and documents. */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { withFrenchTypography } from '../../../core/i18n/text-style.ts';
import type { AvailabilityState, Construction, Project } from '../../../core/property/types.ts';
import { MANAGERS } from './people.ts';
import { renderPdf } from './pdf.ts';
import { photoFiles, photoNamed, photoPicture } from './photos.ts';
import { marketOf } from './market.ts';
import { placeOf } from './places.ts';
import { createRandom } from './prng.ts';
import type { MediaFile } from './media-file.ts';
import { DOCUMENT_NAMES } from './vocabulary.ts';

// French as French is typeset (a narrow no-break space before : ; ? !), however the line below is typed
const t = (nl: string, fr: string, en: string, de: string): Translatable => ({ nl, fr: withFrenchTypography(fr), en, de });
/** A project's name is the developer's brand: the same in every language, never translated. */
const brand = (name: string): Translatable => t(name, name, name, name);

interface ProjectPlan {
  id: number;
  zip: string;
  street: string;
  houseNumber: string;
  publicAddress: boolean;
  /** its pictures (photos/photos.json): the building, then rooms of a show flat or house */
  photos: readonly string[];
  managerId: number;
  title: Translatable;
  teaser: Translatable;
  description: Translatable;
  /** when the keys are handed over, in months from now (negative: done) */
  deliveryInMonths: number;
  /** phased: the first phase is handed over then */
  phased?: boolean;
  technical: Translatable;
  situation: Translatable;
  /** `premium`: what a new build costs over the town's price of a flat in good order (spec and location) */
  units: { prefix: string; floors: number; perFloor: number; webId: number; premium: number; soldShare: number };
  soldOut?: boolean;
  language: 'nl' | 'fr';
}

const VAT_REQUIREMENT = t(
  'Verlaagd btw-tarief van 6% mogelijk voor een enige eigen woning (onder voorwaarden)',
  'Taux de TVA réduit de 6 % possible pour une habitation propre et unique (sous conditions)',
  'Reduced 6% VAT possible for a sole own home (conditions apply)',
  'Ermäßigter MwSt.-Satz von 6 % für ein einziges Eigenheim möglich (unter Bedingungen)',
);

const PLANS: readonly ProjectPlan[] = [
  {
    id: 1,
    zip: '2000',
    street: 'Sint-Michielskaai',
    houseNumber: '42',
    publicAddress: true,
    photos: ['flats-new-brick-corner', 'living-open-kitchen', 'dining-black-table'],
    managerId: 1,
    language: 'nl',
    title: brand('Residentie Scheldekaai'),
    teaser: t(
      'Nieuwbouwappartementen met zicht op de Schelde, op wandelafstand van het Zuid.',
      "Appartements neufs avec vue sur l’Escaut, à deux pas du quartier Zuid.",
      'New-build apartments overlooking the Scheldt, a short walk from the Zuid district.',
      'Neubauwohnungen mit Blick auf die Schelde, nur wenige Schritte vom Viertel Zuid.',
    ),
    description: t(
      '<p>Residentie Scheldekaai telt 15 appartementen met één tot drie slaapkamers, elk met een ruim terras.</p><p>Ondergrondse parking, fietsenberging en een gemeenschappelijke daktuin.</p>',
      "<p>Residentie Scheldekaai compte 15 appartements d’une à trois chambres, chacun avec une grande terrasse.</p><p>Parking souterrain, local vélos et un jardin commun sur le toit.</p>",
      '<p>Residentie Scheldekaai has 15 apartments with one to three bedrooms, each with a generous terrace.</p><p>Underground parking, bicycle storage and a shared roof garden.</p>',
      '<p>Die Residentie Scheldekaai umfasst 15 Wohnungen mit ein bis drei Schlafzimmern, jede mit großzügiger Terrasse.</p><p>Tiefgarage, Fahrradraum und ein gemeinsamer Dachgarten.</p>',
    ),
    deliveryInMonths: 6,
    technical: t(
      'Warmtepomp met vloerverwarming, zonnepanelen, driedubbele beglazing, E-peil E30.',
      'Pompe à chaleur avec chauffage au sol, panneaux solaires, triple vitrage, niveau E30.',
      'Heat pump with underfloor heating, solar panels, triple glazing, E-level E30.',
      'Wärmepumpe mit Fußbodenheizung, Solarmodule, Dreifachverglasung, E-Niveau E30.',
    ),
    situation: t(
      'Aan de Scheldekaaien, vlak bij het Museum voor Schone Kunsten en tram 4.',
      "Sur les quais de l’Escaut, près du Musée royal des Beaux-Arts et du tram 4.",
      'On the Scheldt quays, close to the Royal Museum of Fine Arts and tram 4.',
      'An den Scheldekais, nahe dem Königlichen Museum der Schönen Künste und der Straßenbahn 4.',
    ),
    units: { prefix: 'A', floors: 5, perFloor: 3, webId: 1, premium: 1.2, soldShare: 0.4 },
  },
  {
    id: 2,
    zip: '1300',
    street: 'Chaussée de Louvain',
    houseNumber: '118',
    publicAddress: true,
    photos: ['villa-modern', 'living-grey-sofa', 'kitchen-fitted'],
    managerId: 4,
    language: 'fr',
    title: brand('Les Jardins de la Dyle'),
    teaser: t(
      'Acht energiezuinige gezinswoningen en vier appartementen in een groene omgeving.',
      'Huit maisons familiales basse énergie et quatre appartements dans un cadre verdoyant.',
      'Eight low-energy family homes and four apartments in green surroundings.',
      'Acht Niedrigenergie-Einfamilienhäuser und vier Wohnungen in grüner Umgebung.',
    ),
    description: t(
      '<p>Halfopen woningen met drie slaapkamers en tuin, en appartementen met terras, aan de rand van Waver.</p>',
      '<p>Maisons 3 façades avec trois chambres et jardin, et appartements avec terrasse, aux portes de Wavre.</p>',
      '<p>Semi-detached homes with three bedrooms and a garden, and apartments with a terrace, on the edge of Wavre.</p>',
      '<p>Doppelhaushälften mit drei Schlafzimmern und Garten sowie Wohnungen mit Terrasse am Stadtrand von Wavre.</p>',
    ),
    deliveryInMonths: 9,
    phased: true,
    technical: t(
      'Houtskeletbouw, warmtepomp, ventilatiesysteem D, regenwaterrecuperatie.',
      'Ossature bois, pompe à chaleur, ventilation double flux, récupération des eaux de pluie.',
      'Timber frame, heat pump, balanced ventilation, rainwater recovery.',
      'Holzrahmenbau, Wärmepumpe, kontrollierte Lüftung, Regenwassernutzung.',
    ),
    situation: t(
      'Op 5 minuten van de E411 en het station van Waver.',
      "À 5 minutes de l’E411 et de la gare de Wavre.",
      'Five minutes from the E411 motorway and Wavre station.',
      'Fünf Minuten von der E411 und dem Bahnhof Wavre.',
    ),
    units: { prefix: 'M', floors: 1, perFloor: 12, webId: 1, premium: 1.15, soldShare: 0.25 },
  },
  {
    id: 3,
    zip: '3000',
    street: 'Diestsesteenweg',
    houseNumber: '260',
    publicAddress: false,
    photos: ['flats-new-colours', 'dining-black-table', 'bedroom-double'],
    managerId: 3,
    language: 'nl',
    title: brand('Hof ter Beuken'),
    teaser: t(
      'Gemengd project met handelsruimten op het gelijkvloers en appartementen erboven.',
      'Projet mixte avec commerces au rez-de-chaussée et appartements aux étages.',
      'Mixed-use project with shops on the ground floor and apartments above.',
      'Gemischtes Projekt mit Ladenflächen im Erdgeschoss und Wohnungen darüber.',
    ),
    description: t(
      '<p>Twee handelsruimten en tien appartementen rond een autovrije binnentuin.</p>',
      '<p>Deux surfaces commerciales et dix appartements autour d’un jardin intérieur sans voitures.</p>',
      '<p>Two retail units and ten apartments around a car-free courtyard garden.</p>',
      '<p>Zwei Ladenflächen und zehn Wohnungen rund um einen autofreien Innenhof.</p>',
    ),
    deliveryInMonths: 15,
    technical: t('BEN-woningen, collectieve warmtepomp, groendaken.', 'Logements QZEN, pompe à chaleur collective, toitures vertes.', 'Nearly zero-energy homes, shared heat pump, green roofs.', 'Niedrigstenergiehäuser, gemeinsame Wärmepumpe, Gründächer.'),
    situation: t('Vlak bij de ring van Leuven en het station.', 'Près du ring de Louvain et de la gare.', 'Close to the Leuven ring road and the station.', 'Nahe dem Leuvener Ring und dem Bahnhof.'),
    units: { prefix: 'B', floors: 3, perFloor: 4, webId: 1, premium: 1.18, soldShare: 0.5 },
  },
  {
    id: 4,
    zip: '1000',
    street: 'Rue des Minimes',
    houseNumber: '21',
    publicAddress: true,
    photos: ['flats-ochre-facade', 'living-fireplace'],
    managerId: 3,
    language: 'fr',
    soldOut: true,
    // Brussels is bilingual: the developer markets it under both names
    title: t('Residentie Zavel', 'Résidence Sablon', 'Résidence Sablon', 'Résidence Sablon'),
    teaser: t(
      'Uitverkocht: twaalf appartementen in het hart van de Zavel.',
      'Vendu : douze appartements au cœur du Sablon.',
      'Sold out: twelve apartments in the heart of the Sablon.',
      'Ausverkauft: zwölf Wohnungen im Herzen des Sablon.',
    ),
    description: t(
      '<p>Alle appartementen van dit project zijn verkocht. Schrijf u in voor onze volgende projecten.</p>',
      '<p>Tous les appartements de ce projet sont vendus. Inscrivez-vous pour nos prochains projets.</p>',
      '<p>Every apartment in this project has been sold. Sign up to hear about our next projects.</p>',
      '<p>Alle Wohnungen dieses Projekts sind verkauft. Melden Sie sich für unsere nächsten Projekte an.</p>',
    ),
    deliveryInMonths: -14,
    technical: t('Gerenoveerd erfgoedpand met nieuwbouwvleugel.', 'Bâtiment patrimonial rénové avec une aile neuve.', 'Renovated heritage building with a new wing.', 'Saniertes Denkmalgebäude mit Neubauflügel.'),
    situation: t('Tussen de Zavel en het Justitiepaleis.', 'Entre le Sablon et le Palais de Justice.', 'Between the Sablon and the Palace of Justice.', 'Zwischen dem Sablon und dem Justizpalast.'),
    units: { prefix: 'S', floors: 4, perFloor: 3, webId: 1, premium: 1.3, soldShare: 1 },
  },
];

export interface SeededProject {
  project: Project;
  media: MediaFile[];
}

/** What a unit is, as a developer's price list names it. */
function unitType(unit: { retail: boolean; floor: number; floors: number; bedrooms: number | null; house: boolean }): Translatable {
  if (unit.retail) return t('Handelsruimte', 'Surface commerciale', 'Retail unit', 'Gewerbefläche');
  if (unit.house) return t('Nieuwbouwwoning', 'Maison neuve', 'New-build house', 'Neubauhaus');
  if (unit.floors > 2 && unit.floor === unit.floors - 1 && (unit.bedrooms ?? 0) >= 2) return t('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse');
  if (unit.floor === 0) return t('Tuinappartement', 'Appartement avec jardin', 'Garden flat', 'Gartenwohnung');
  if (unit.bedrooms === 3) return t('Duplexappartement', 'Duplex', 'Duplex apartment', 'Maisonettewohnung');
  return t('Appartement', 'Appartement', 'Apartment', 'Wohnung');
}

export const PROJECT_CREATED_DAYS_AGO: Readonly<Record<number, number>> = { 1: 20, 2: 75, 3: 140, 4: 400 };
const MONTH = 30.44 * 86_400_000;

/**
 * When the keys are handed over, in words: a season and its year ("voorjaar 2027"),
 * "early 2028" for December to February, or the year a finished project was delivered.
 */
function deliveryText(plan: ProjectPlan, now: number): Translatable {
  const date = new Date(now + plan.deliveryInMonths * MONTH);
  const month = date.getUTCMonth();
  const year = date.getUTCFullYear() + (month === 11 ? 1 : 0);
  if (plan.deliveryInMonths < 0) return t(`Opgeleverd in ${year}`, `Livré en ${year}`, `Completed in ${year}`, `Fertiggestellt ${year}`);
  const season = month === 11 || month <= 1 ? 0 : month <= 4 ? 1 : month <= 7 ? 2 : 3;
  // a season as each language says "completion in spring 2027" and "phased completion from spring 2027"
  const words = [
    { nl: 'begin', fr: 'début', en: 'in early', de: 'Anfang', frFrom: 'de début', enFrom: 'early', deFrom: 'Anfang' },
    { nl: 'voorjaar', fr: 'au printemps', en: 'in spring', de: 'im Frühjahr', frFrom: 'du printemps', enFrom: 'spring', deFrom: 'Frühjahr' },
    { nl: 'zomer', fr: 'en été', en: 'in summer', de: 'im Sommer', frFrom: 'de l’été', enFrom: 'summer', deFrom: 'Sommer' },
    { nl: 'najaar', fr: 'en automne', en: 'in autumn', de: 'im Herbst', frFrom: 'de l’automne', enFrom: 'autumn', deFrom: 'Herbst' },
  ][season]!;
  return plan.phased
    ? t(`Gefaseerde oplevering vanaf ${words.nl} ${year}`, `Livraison par phases à partir ${words.frFrom} ${year}`, `Phased completion from ${words.enFrom} ${year}`, `Schrittweise Fertigstellung ab ${words.deFrom} ${year}`)
    : t(`Oplevering ${words.nl} ${year}`, `Livraison ${words.fr} ${year}`, `Completion ${words.en} ${year}`, `Fertigstellung ${words.de} ${year}`);
}

/** The year the keys are handed over: a new-build listing's year of construction. */
export function deliveryYear(projectId: number, now: number): number | null {
  const plan = PLANS.find((candidate) => candidate.id === projectId);
  return plan ? new Date(now + plan.deliveryInMonths * MONTH).getUTCFullYear() : null;
}

/** A project's units, as its developer's price list has them: priced from the town's market, a little more each floor up. */
function unitsOf(plan: ProjectPlan): Construction[] {
  const rng = createRandom(7_000 + plan.id);
  const place = placeOf(plan.zip, plan.zip === '1300' ? 'Wavre' : undefined);
  const market = marketOf(place.zip, place.countryId);
  const constructions: Construction[] = [];
  let unitId = plan.id * 1000;
  for (let floor = 0; floor < plan.units.floors; floor++) {
    for (let position = 1; position <= plan.units.perFloor; position++) {
      const retail = plan.id === 3 && floor === 0 && position <= 2;
      const house = plan.units.floors === 1 && position <= 8;
      // the houses are the family homes the teaser promises: three bedrooms, one with four
      const bedrooms = retail ? null : house ? (position === 8 ? 4 : 3) : rng.int(1, 3);
      const surface = retail ? rng.range(90, 160, 5) : house ? 128 + (bedrooms! - 3) * 22 + rng.int(0, 12) : 55 + bedrooms! * 22 + rng.int(-6, 10);
      const sold = plan.soldOut || rng.chance(plan.units.soldShare);
      const status: AvailabilityState = sold ? 'sold' : 'available';
      const perSquareMetre = (house ? market.house : retail ? market.flat * 0.8 : market.flat) * plan.units.premium * (1 + floor * 0.02);
      const price = Math.round((perSquareMetre * surface) / 5_000) * 5_000 - (rng.chance(0.5) ? 1_000 : 0);
      constructions.push({
        ID: ++unitId,
        Unit: `${plan.units.prefix}.${floor}.${String(position).padStart(2, '0')}`,
        Floor: plan.units.floors > 1 ? floor : null,
        WebID: retail ? 6 : plan.units.webId,
        TypeName: unitType({ retail, floor, floors: plan.units.floors, bedrooms, house }),
        Bedrooms: bedrooms,
        SurfaceLiving: surface,
        // the agency publishes prices of the units still for sale
        PublishPrice: !sold,
        Price: price,
        Status: status,
        Requirement: retail ? null : VAT_REQUIREMENT,
      });
    }
  }
  return constructions;
}

/** The unit a project's listing advertises ("starting from"): its cheapest unit still for sale, of the listing's kind. */
export function firstUnitOf(projectId: number, kind: 'flat' | 'house'): Construction | undefined {
  const plan = PLANS.find((candidate) => candidate.id === projectId);
  if (!plan) return undefined;
  const units = unitsOf(plan).filter((unit) => unit.WebID !== 6 && (unit.TypeName?.en === 'New-build house') === (kind === 'house'));
  const available = units.filter((unit) => unit.Status === 'available');
  return (available.length > 0 ? available : units).reduce((a, b) => ((b.Price ?? 0) < (a.Price ?? 0) ? b : a));
}

/** A project's number, as the agency files it: the year it took the project on. */
const projectNumber = (plan: ProjectPlan, now: number) =>
  `P-${new Date(now - (PROJECT_CREATED_DAYS_AGO[plan.id] ?? 30) * 86_400_000).getUTCFullYear()}-${String(plan.id).padStart(3, '0')}`;

export function seedProjects(now = Date.now()): SeededProject[] {
  return PLANS.map((plan) => {
    const place = placeOf(plan.zip, plan.zip === '1300' ? 'Wavre' : undefined);
    const media: MediaFile[] = [];
    const constructions = unitsOf(plan);
    const available = constructions.filter((unit) => unit.Status === 'available');
    const prices = available.map((unit) => unit.Price ?? 0);
    // the building, then its show flat or show house
    const photos = plan.photos.map(photoNamed);
    for (const photo of photos) media.push(...photoFiles(photo));
    const pictures = photos.map((photo, index) => photoPicture(90_000 + plan.id * 10 + index, photo));
    const documents = (['priceList', 'specification', 'brochure'] as const).map((slug, index) => {
      const id = 90_000 + plan.id * 10 + index;
      const name = DOCUMENT_NAMES[slug];
      const lines =
        slug === 'priceList'
          ? constructions.map(
              (unit) =>
                `${unit.Unit}  ${unit.Bedrooms ?? '-'} ${plan.language === 'nl' ? 'slpk' : 'ch.'}  ${unit.SurfaceLiving} m²  ${unit.Status === 'sold' ? (plan.language === 'nl' ? 'verkocht' : 'vendu') : `€ ${unit.Price?.toLocaleString('nl-BE')}`}`,
            )
          : [plan.description[plan.language]!.replace(/<[^>]+>/g, ' '), plan.technical[plan.language]!];
      const body = renderPdf({ title: name[plan.language]!, subtitle: `${plan.title[plan.language]} – ${place.city}`, paragraphs: lines, accent: [0.11, 0.36, 0.29] });
      const path = `/media/documents/${id}-${slug}.pdf`;
      media.push({ path, mime: 'application/pdf', body });
      return { ID: id, Name: name, Url: path, Size: body.length, MimeType: 'application/pdf' };
    });
    const project: Project = {
      ID: plan.id,
      ProjectNumber: projectNumber(plan, now),
      Title: plan.title,
      Teaser: plan.teaser,
      PublicAddress: plan.publicAddress,
      Street: plan.street,
      HouseNumber: plan.houseNumber,
      BoxNr: null,
      Zip: place.zip,
      City: place.city,
      CountryID: place.countryId,
      CountryName: 'België',
      PriceMin: prices.length > 0 ? Math.min(...prices) : null,
      PriceMax: prices.length > 0 ? Math.max(...prices) : null,
      Status: plan.soldOut ? 'sold_out' : 'available',
      MainPicture: pictures[0] ?? null,
      UnitsAvailable: available.length,
      UnitsTotal: constructions.length,
      Description: plan.description,
      Delivery: deliveryText(plan, now),
      Technical: plan.technical,
      Situation: plan.situation,
      Pictures: pictures,
      Documents: documents,
      Constructions: constructions,
      Manager: MANAGERS.find((manager) => manager.ID === plan.managerId) ?? null,
      Latitude: Math.round((place.lat + 0.004) * 1e5) / 1e5,
      Longitude: Math.round((place.lng - 0.003) * 1e5) / 1e5,
    };
    return { project, media };
  });
}


