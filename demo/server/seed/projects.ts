/** Four new-build projects with their units (constructions), pictures and documents. */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { withFrenchTypography } from '../../../tools/text-style.ts';
import type { AvailabilityState, Construction, Project } from '../../../core/property/types.ts';
import { MANAGERS } from './people.ts';
import { renderPdf } from './pdf.ts';
import { drawPicture, PICTURE_SIZES, type PictureStyle, type Scene } from './pictures.ts';
import { placeOf } from './places.ts';
import { createRandom } from './prng.ts';
import type { MediaFile } from './properties.ts';
import { CAPTIONS, DOCUMENT_NAMES } from './vocabulary.ts';

// French as French is typeset (a narrow no-break space before : ; ? !), however the line below is typed
const t = (nl: string, fr: string, en: string, de: string): Translatable => ({ nl, fr: withFrenchTypography(fr), en, de });
/** A project's name is the developer's brand: the same in every language, never translated. */
const brand = (name: string): Translatable => t(name, name, name, name);

interface ProjectPlan {
  id: number;
  number: string;
  zip: string;
  street: string;
  houseNumber: string;
  publicAddress: boolean;
  style: PictureStyle;
  managerId: number;
  title: Translatable;
  teaser: Translatable;
  description: Translatable;
  delivery: Translatable;
  technical: Translatable;
  situation: Translatable;
  units: { prefix: string; floors: number; perFloor: number; webId: number; basePrice: number; soldShare: number };
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
    number: 'P-2025-001',
    zip: '2000',
    street: 'Sint-Michielskaai',
    houseNumber: '42',
    publicAddress: true,
    style: 'apartment',
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
    delivery: t('Oplevering voorjaar 2027', 'Livraison au printemps 2027', 'Completion in spring 2027', 'Fertigstellung im Frühjahr 2027'),
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
    units: { prefix: 'A', floors: 5, perFloor: 3, webId: 1, basePrice: 289_000, soldShare: 0.4 },
  },
  {
    id: 2,
    number: 'P-2025-002',
    zip: '1300',
    street: 'Chaussée de Louvain',
    houseNumber: '118',
    publicAddress: true,
    style: 'villa',
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
    delivery: t('Gefaseerde oplevering vanaf eind 2026', 'Livraison par phases dès fin 2026', 'Phased completion from late 2026', 'Schrittweise Fertigstellung ab Ende 2026'),
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
    units: { prefix: 'M', floors: 1, perFloor: 12, webId: 1, basePrice: 365_000, soldShare: 0.25 },
  },
  {
    id: 3,
    number: 'P-2025-003',
    zip: '3000',
    street: 'Diestsesteenweg',
    houseNumber: '260',
    publicAddress: false,
    style: 'office',
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
    delivery: t('Oplevering najaar 2026', 'Livraison automne 2026', 'Completion in autumn 2026', 'Fertigstellung im Herbst 2026'),
    technical: t('BEN-woningen, collectieve warmtepomp, groendaken.', 'Logements QZEN, pompe à chaleur collective, toitures vertes.', 'Nearly zero-energy homes, shared heat pump, green roofs.', 'Niedrigstenergiehäuser, gemeinsame Wärmepumpe, Gründächer.'),
    situation: t('Vlak bij de ring van Leuven en het station.', 'Près du ring de Louvain et de la gare.', 'Close to the Leuven ring road and the station.', 'Nahe dem Leuvener Ring und dem Bahnhof.'),
    units: { prefix: 'B', floors: 3, perFloor: 4, webId: 1, basePrice: 312_000, soldShare: 0.5 },
  },
  {
    id: 4,
    number: 'P-2023-004',
    zip: '1000',
    street: 'Rue des Minimes',
    houseNumber: '21',
    publicAddress: true,
    style: 'apartment',
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
    delivery: t('Opgeleverd in 2025', 'Livré en 2025', 'Completed in 2025', 'Fertiggestellt 2025'),
    technical: t('Gerenoveerd erfgoedpand met nieuwbouwvleugel.', 'Bâtiment patrimonial rénové avec une aile neuve.', 'Renovated heritage building with a new wing.', 'Saniertes Denkmalgebäude mit Neubauflügel.'),
    situation: t('Tussen de Zavel en het Justitiepaleis.', 'Entre le Sablon et le Palais de Justice.', 'Between the Sablon and the Palace of Justice.', 'Zwischen dem Sablon und dem Justizpalast.'),
    units: { prefix: 'S', floors: 4, perFloor: 3, webId: 1, basePrice: 395_000, soldShare: 1 },
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
  if (unit.floors > 2 && unit.floor === unit.floors - 1) return t('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse');
  if (unit.floor === 0) return t('Tuinappartement', 'Appartement avec jardin', 'Garden flat', 'Gartenwohnung');
  if (unit.bedrooms === 3) return t('Duplexappartement', 'Duplex', 'Duplex apartment', 'Maisonettewohnung');
  return t('Appartement', 'Appartement', 'Apartment', 'Wohnung');
}

export function seedProjects(): SeededProject[] {
  return PLANS.map((plan) => {
    const rng = createRandom(7_000 + plan.id);
    const place = placeOf(plan.zip, plan.zip === '1300' ? 'Wavre' : undefined);
    const media: MediaFile[] = [];
    const constructions: Construction[] = [];
    let unitId = plan.id * 1000;
    for (let floor = 0; floor < plan.units.floors; floor++) {
      for (let position = 1; position <= plan.units.perFloor; position++) {
        const retail = plan.id === 3 && floor === 0 && position <= 2;
        const bedrooms = retail ? null : rng.int(1, 3);
        const surface = retail ? rng.range(90, 160, 5) : 55 + (bedrooms ?? 1) * 22 + rng.int(-6, 10);
        const sold = plan.soldOut || rng.chance(plan.units.soldShare);
        const status: AvailabilityState = sold ? 'sold' : 'available';
        const price = Math.round((plan.units.basePrice * (surface / 95) * (1 + floor * 0.03)) / 1_000) * 1_000;
        constructions.push({
          ID: ++unitId,
          Unit: `${plan.units.prefix}.${floor}.${String(position).padStart(2, '0')}`,
          Floor: plan.units.floors > 1 ? floor : null,
          WebID: retail ? 6 : plan.units.webId,
          TypeName: unitType({ retail, floor, floors: plan.units.floors, bedrooms, house: plan.units.floors === 1 && position <= 8 }),
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
    const available = constructions.filter((unit) => unit.Status === 'available');
    const prices = available.map((unit) => unit.Price ?? 0);
    const scenes: [Scene, Translatable][] = [
      ['front', CAPTIONS.front],
      ['living', CAPTIONS.interior],
      ['dusk', CAPTIONS.dusk],
    ];
    const pictures = scenes.map(([scene, caption], index) => {
      const pictureId = 90_000 + plan.id * 10 + index;
      const base = `/media/pictures/${pictureId}`;
      for (const detail of ['full', 'high', 'medium', 'low'] as const) {
        media.push({
          path: detail === 'full' ? `${base}.svg` : `${base}-${detail}.svg`,
          mime: 'image/svg+xml',
          body: Buffer.from(drawPicture(plan.style, scene, pictureId * 31, detail)),
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
      ProjectNumber: plan.number,
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
      Delivery: plan.delivery,
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

export const PROJECT_CREATED_DAYS_AGO: Readonly<Record<number, number>> = { 1: 20, 2: 75, 3: 140, 4: 400 };
