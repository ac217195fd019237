/**
 * Titles, teasers and descriptions in nl, fr, en and de, written from a listing's own
 * facts, the way a Belgian agency writes them: a title that names what it is, its state,
 * what sets it apart and where it is; a teaser; then the setting, the layout, the outdoor
 * space, the state and energy, and a call to visit. Everything a text says is a fact of
 * the listing (a "renovated" flat has a renovated kitchen, a paddock lies in the
 * countryside, a sea view on the coast), and no two listings share a title
 * (`listingTexts` takes the titles already given).
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import type { Orientation } from '../../../core/property/types.ts';
import { withFrenchTypography } from '../../../core/i18n/text-style.ts';
import { formatNumber } from '../../../core/format/numbers.ts';
import type { Variant } from './vocabulary.ts';

type Lang = 'nl' | 'fr' | 'en' | 'de';
type Texts = Record<Lang, string>;
const LANGS: readonly Lang[] = ['nl', 'fr', 'en', 'de'];

/** The state a building is in: it decides the words and the attributes that go with them. */
export type Condition = 'new' | 'renovated' | 'good' | 'fair' | 'toRenovate';

export interface ListingFacts {
  variant: Variant;
  rent: boolean;
  city: string;
  /** 0 rural … 1 city centre */
  urban: number;
  coast: boolean;
  campus: boolean;
  condition: Condition;
  bedrooms: number;
  bathrooms: number;
  /** the living room's surface */
  living: number;
  habitable: number;
  plot: number;
  surface: number;
  facades: number;
  floors: number;
  garden: number;
  gardenFacing: Orientation | null;
  terrace: number;
  terraceFacing: Orientation | null;
  garages: number;
  parkings: number;
  pool: boolean;
  paddock: boolean;
  lift: boolean;
  cellar: boolean;
  attic: boolean;
  furnished: boolean;
  renovationYear: number | null;
  constructionYear: number | null;
  /** how a sentence names each: after "a" (kitchen), "with" (heating, floor covering), as a list item (glazing) */
  kitchen: Translatable;
  heating: Translatable;
  glazing: Translatable;
  floorCovering: Translatable;
  /** picks one of the phrasings, so neighbours do not read alike */
  pick: number;
}

export interface ListingTexts {
  Title: Translatable;
  Teaser: Translatable;
  Description: Translatable;
}

const choose = <T>(items: readonly T[], pick: number): T => items[pick % items.length]!;
/** A surface as each language writes it: 1.140 m², 1 140 m², 1,140 m². */
const n = (value: number, lang: Lang): string => formatNumber(value, lang);
const per = (build: (lang: Lang) => string): Texts => Object.fromEntries(LANGS.map((lang) => [lang, build(lang)])) as Texts;
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** How the municipalities are called in each language (the demo's places). */
const EXONYMS: Readonly<Record<string, Partial<Texts>>> = {
  Antwerpen: { fr: 'Anvers', en: 'Antwerp' },
  Gent: { fr: 'Gand', en: 'Ghent' },
  Brugge: { fr: 'Bruges', en: 'Bruges', de: 'Brügge' },
  Leuven: { fr: 'Louvain', de: 'Löwen' },
  Mechelen: { fr: 'Malines', de: 'Mecheln' },
  Oostende: { fr: 'Ostende', en: 'Ostend', de: 'Ostende' },
  Kortrijk: { fr: 'Courtrai' },
  Aalst: { fr: 'Alost' },
  Lier: { fr: 'Lierre' },
  Tongeren: { fr: 'Tongres' },
  Halle: { fr: 'Hal' },
  'Sint-Niklaas': { fr: 'Saint-Nicolas' },
  Roeselare: { fr: 'Roulers' },
  Vilvoorde: { fr: 'Vilvorde' },
  'Sint-Martens-Latem': { fr: 'Laethem-Saint-Martin' },
  Bruxelles: { nl: 'Brussel', en: 'Brussels', de: 'Brüssel' },
  Ixelles: { nl: 'Elsene' },
  Uccle: { nl: 'Ukkel' },
  'Woluwe-Saint-Pierre': { nl: 'Sint-Pieters-Woluwe' },
  Schaerbeek: { nl: 'Schaarbeek' },
  'Saint-Gilles': { nl: 'Sint-Gillis' },
  Forest: { nl: 'Vorst' },
  Liège: { nl: 'Luik', de: 'Lüttich' },
  Namur: { nl: 'Namen' },
  Mons: { nl: 'Bergen' },
  Tournai: { nl: 'Doornik' },
  Wavre: { nl: 'Waver' },
  Nivelles: { nl: 'Nijvel' },
  Arlon: { nl: 'Aarlen' },
  Bastogne: { nl: 'Bastenaken' },
  Luxembourg: { nl: 'Luxemburg', de: 'Luxemburg' },
};

export const cityIn = (city: string, lang: Lang): string => EXONYMS[city]?.[lang] ?? city;

// ---------------------------------------------------------------- the kind of property

type NlGender = 'de' | 'het';
type FrGender = 'm' | 'f' | 'mp';
type DeGender = 'n' | 'f' | 'm' | 'p';
interface Noun {
  nl: [string, NlGender];
  fr: [string, FrGender];
  en: string;
  de: [string, DeGender];
}

function noun(f: ListingFacts): Noun {
  switch (f.variant) {
    case 'house':
      if (f.facades >= 4) return { nl: ['vrijstaande woning', 'de'], fr: ['maison 4 façades', 'f'], en: 'detached house', de: ['freistehendes Haus', 'n'] };
      if (f.facades === 3) return { nl: ['halfopen woning', 'de'], fr: ['maison 3 façades', 'f'], en: 'semi-detached house', de: ['Doppelhaushälfte', 'f'] };
      return f.urban >= 0.8 && f.constructionYear !== null && f.constructionYear < 1935
        ? { nl: ['burgerwoning', 'de'], fr: ['maison de maître', 'f'], en: 'town house', de: ['Bürgerhaus', 'n'] }
        : { nl: ['rijwoning', 'de'], fr: ['maison mitoyenne', 'f'], en: 'terraced house', de: ['Reihenhaus', 'n'] };
    case 'villa':
      return { nl: ['villa', 'de'], fr: ['villa', 'f'], en: 'villa', de: ['Villa', 'f'] };
    case 'apartment':
      return f.garden > 0
        ? { nl: ['tuinappartement', 'het'], fr: ['rez-de-jardin', 'm'], en: 'garden flat', de: ['Gartenwohnung', 'f'] }
        : { nl: ['appartement', 'het'], fr: ['appartement', 'm'], en: 'apartment', de: ['Wohnung', 'f'] };
    case 'studio':
      return { nl: ['studio', 'de'], fr: ['studio', 'm'], en: 'studio', de: ['Apartment', 'n'] };
    case 'penthouse':
      return { nl: ['penthouse', 'de'], fr: ['penthouse', 'm'], en: 'penthouse', de: ['Penthouse', 'n'] };
    case 'office':
      return { nl: ['kantoorruimte', 'de'], fr: ['bureaux', 'mp'], en: 'office space', de: ['Bürofläche', 'f'] };
    case 'commercial':
      return { nl: ['handelspand', 'het'], fr: ['immeuble commercial', 'm'], en: 'commercial building', de: ['Geschäftshaus', 'n'] };
    case 'industrial':
      return { nl: ['bedrijfshal', 'de'], fr: ['hall industriel', 'm'], en: 'industrial hall', de: ['Gewerbehalle', 'f'] };
    case 'land':
      return { nl: ['bouwgrond', 'de'], fr: ['terrain à bâtir', 'm'], en: 'building plot', de: ['Baugrundstück', 'n'] };
    case 'retail':
      return { nl: ['winkelruimte', 'de'], fr: ['surface commerciale', 'f'], en: 'shop', de: ['Ladenfläche', 'f'] };
    case 'practice':
      return { nl: ['praktijkruimte', 'de'], fr: ['cabinet', 'm'], en: 'practice', de: ['Praxis', 'f'] };
  }
}

/** The state as an adjective, agreeing with the noun: "Gerenoveerd appartement", "Maison rénovée". */
function described(f: ListingFacts, what: Noun): Texts {
  const [nlNoun, nlGender] = what.nl;
  const [frNoun, frGender] = what.fr;
  const [deNoun, deGender] = what.de;
  const nl = (de: string, het: string) => `${nlGender === 'het' ? het : de} ${nlNoun}`;
  const fr = (m: string, f2: string, mp: string) => `${upper(frNoun)} ${frGender === 'f' ? f2 : frGender === 'mp' ? mp : m}`;
  const de = (n: string, f2: string, m: string, p: string) => `${deGender === 'n' ? n : deGender === 'f' ? f2 : deGender === 'm' ? m : p} ${deNoun}`;
  if (f.variant === 'land') {
    return { nl: upper(nlNoun), fr: upper(frNoun), en: upper(what.en), de: deNoun };
  }
  switch (f.condition) {
    case 'new':
      return {
        nl: nl('Nieuwe', 'Nieuw'),
        fr: fr('neuf', 'neuve', 'neufs'),
        en: `New-build ${what.en}`,
        de: de('Neues', 'Neue', 'Neuer', 'Neue'),
      };
    case 'renovated':
      return {
        nl: nl('Gerenoveerde', 'Gerenoveerd'),
        fr: fr('rénové', 'rénovée', 'rénovés'),
        en: `Renovated ${what.en}`,
        de: de('Renoviertes', 'Renovierte', 'Renovierter', 'Renovierte'),
      };
    case 'good':
      return {
        nl: nl('Instapklare', 'Instapklaar'),
        fr: RESIDENTIAL.has(f.variant) ? fr('prêt à habiter', 'prête à habiter', 'prêts à habiter') : fr('prêt à l’emploi', 'prête à l’emploi', 'prêts à l’emploi'),
        en: `Move-in ready ${what.en}`,
        de: de('Bezugsfertiges', 'Bezugsfertige', 'Bezugsfertiger', 'Bezugsfertige'),
      };
    case 'fair':
      return {
        nl: nl('Verzorgde', 'Verzorgd'),
        fr: fr('bien entretenu', 'bien entretenue', 'bien entretenus'),
        en: `Well-kept ${what.en}`,
        de: de('Gepflegtes', 'Gepflegte', 'Gepflegter', 'Gepflegte'),
      };
    case 'toRenovate':
      return {
        nl: `Te renoveren ${nlNoun}`,
        fr: `${upper(frNoun)} à rénover`,
        en: `${upper(what.en)} to renovate`,
        de: de('Renovierungsbedürftiges', 'Renovierungsbedürftige', 'Renovierungsbedürftiger', 'Renovierungsbedürftige'),
      };
  }
}

const RESIDENTIAL: ReadonlySet<Variant> = new Set(['house', 'villa', 'apartment', 'studio', 'penthouse']);

const SOUTH: ReadonlySet<Orientation> = new Set(['S', 'SE', 'SW']);

/** What sets the listing apart, most telling first: the title takes the first one no other listing took. */
function features(f: ListingFacts): Texts[] {
  const list: Texts[] = [];
  const b = f.bedrooms;
  const rooms: Texts = {
    nl: `met ${b} ${b === 1 ? 'slaapkamer' : 'slaapkamers'}`,
    fr: `avec ${b} ${b === 1 ? 'chambre' : 'chambres'}`,
    en: `with ${b} ${b === 1 ? 'bedroom' : 'bedrooms'}`,
    de: `mit ${b} ${b === 1 ? 'Schlafzimmer' : 'Schlafzimmern'}`,
  };
  switch (f.variant) {
    case 'villa':
      if (f.paddock) list.push({ nl: 'met paardenweide', fr: 'avec prairie pour chevaux', en: 'with paddock', de: 'mit Pferdekoppel' });
      if (f.pool) list.push({ nl: 'met zwembad', fr: 'avec piscine', en: 'with swimming pool', de: 'mit Swimmingpool' });
      list.push({ nl: `op ${n(f.plot, 'nl')} m²`, fr: `sur ${n(f.plot, 'fr')} m²`, en: `on a ${n(f.plot, 'en')} m² plot`, de: `auf ${n(f.plot, 'de')} m² Grundstück` });
      list.push(rooms);
      break;
    case 'house':
    case 'apartment':
    case 'penthouse':
      if (f.coast && (f.variant !== 'house' || f.urban > 0.5)) list.push({ nl: 'met zeezicht', fr: 'avec vue sur mer', en: 'with sea view', de: 'mit Meerblick' });
      if (f.garden > 0 && f.gardenFacing && SOUTH.has(f.gardenFacing)) {
        list.push({ nl: 'met zuidgerichte tuin', fr: 'avec jardin exposé sud', en: 'with south-facing garden', de: 'mit Südgarten' });
      }
      if (f.terrace >= 20) list.push({ nl: `met terras van ${n(f.terrace, 'nl')} m²`, fr: `avec terrasse de ${n(f.terrace, 'fr')} m²`, en: `with ${n(f.terrace, 'en')} m² terrace`, de: `mit ${n(f.terrace, 'de')} m² Terrasse` });
      else if (f.terrace > 0 && f.terraceFacing && SOUTH.has(f.terraceFacing)) {
        list.push({ nl: 'met zonnig terras', fr: 'avec terrasse ensoleillée', en: 'with sunny terrace', de: 'mit sonniger Terrasse' });
      }
      if (f.garden > 0 && f.urban >= 0.8 && f.variant === 'house') list.push({ nl: 'met stadstuin', fr: 'avec jardin de ville', en: 'with town garden', de: 'mit Stadtgarten' });
      list.push(rooms);
      if (f.garages > 0) list.push({ nl: 'met garage', fr: 'avec garage', en: 'with garage', de: 'mit Garage' });
      if (f.lift) list.push({ nl: 'met lift', fr: 'avec ascenseur', en: 'with lift', de: 'mit Aufzug' });
      break;
    case 'studio':
      if (f.campus) list.push({ nl: 'vlak bij de campus', fr: 'tout près du campus', en: 'close to the campus', de: 'nahe dem Campus' });
      if (f.furnished) list.push({ nl: 'gemeubeld', fr: 'meublé', en: 'furnished', de: 'möbliert' });
      list.push({ nl: `van ${n(f.habitable, 'nl')} m²`, fr: `de ${n(f.habitable, 'fr')} m²`, en: `of ${n(f.habitable, 'en')} m²`, de: `mit ${n(f.habitable, 'de')} m²` });
      break;
    case 'office':
      list.push({ nl: `van ${n(f.surface, 'nl')} m²`, fr: `de ${n(f.surface, 'fr')} m²`, en: `of ${n(f.surface, 'en')} m²`, de: `mit ${n(f.surface, 'de')} m²` });
      if (f.parkings > 0) list.push({ nl: `met ${f.parkings} parkeerplaatsen`, fr: `avec ${f.parkings} emplacements de parking`, en: `with ${f.parkings} parking spaces`, de: `mit ${f.parkings} Stellplätzen` });
      break;
    case 'commercial':
      list.push({ nl: 'met bovenwoning', fr: 'avec logement à l’étage', en: 'with flat above', de: 'mit Wohnung im Obergeschoss' });
      list.push({ nl: `van ${n(f.surface, 'nl')} m²`, fr: `de ${n(f.surface, 'fr')} m²`, en: `of ${n(f.surface, 'en')} m²`, de: `mit ${n(f.surface, 'de')} m²` });
      break;
    case 'industrial':
      list.push({ nl: `van ${n(f.surface, 'nl')} m² met kantoren`, fr: `de ${n(f.surface, 'fr')} m² avec bureaux`, en: `of ${n(f.surface, 'en')} m² with offices`, de: `mit ${n(f.surface, 'de')} m² und Büros` });
      list.push({ nl: 'met sectionale poorten', fr: 'avec portes sectionnelles', en: 'with sectional doors', de: 'mit Sektionaltoren' });
      break;
    case 'land':
      list.push({
        nl: f.facades >= 4 ? `voor open bebouwing (${n(f.plot, 'nl')} m²)` : `voor halfopen bebouwing (${n(f.plot, 'nl')} m²)`,
        fr: f.facades >= 4 ? `pour maison 4 façades (${n(f.plot, 'fr')} m²)` : `pour maison 3 façades (${n(f.plot, 'fr')} m²)`,
        en: f.facades >= 4 ? `for a detached house (${n(f.plot, 'en')} m²)` : `for a semi-detached house (${n(f.plot, 'en')} m²)`,
        de: f.facades >= 4 ? `für ein freistehendes Haus (${n(f.plot, 'de')} m²)` : `für eine Doppelhaushälfte (${n(f.plot, 'de')} m²)`,
      });
      list.push({ nl: 'zonder bouwverplichting', fr: 'libre de constructeur', en: 'with free choice of builder', de: 'bauträgerfrei' });
      break;
    case 'retail':
      list.push({ nl: 'met grote etalage', fr: 'avec grande vitrine', en: 'with large shop window', de: 'mit großem Schaufenster' });
      list.push({ nl: `van ${n(f.surface, 'nl')} m²`, fr: `de ${n(f.surface, 'fr')} m²`, en: `of ${n(f.surface, 'en')} m²`, de: `mit ${n(f.surface, 'de')} m²` });
      break;
    case 'practice':
      list.push({ nl: 'met wachtzaal en twee behandelruimtes', fr: 'avec salle d’attente et deux salles de consultation', en: 'with waiting room and two consulting rooms', de: 'mit Wartezimmer und zwei Behandlungsräumen' });
      list.push({ nl: `van ${n(f.surface, 'nl')} m²`, fr: `de ${n(f.surface, 'fr')} m²`, en: `of ${n(f.surface, 'en')} m²`, de: `mit ${n(f.surface, 'de')} m²` });
      break;
  }
  return list;
}

/** The place in a title: "in Elsene", "à Ixelles", "on the coast in Knokke-Heist". */
function where(f: ListingFacts): Texts {
  return per((lang) => ({ nl: 'in', fr: 'à', en: 'in', de: 'in' })[lang] + ' ' + cityIn(f.city, lang));
}

/**
 * The listing's title: its kind in its state, what sets it apart, and where it is. The
 * first feature gives the title, unless another listing has that title already (in any
 * language): then the next, then two features together.
 */
function title(f: ListingFacts, taken: ReadonlySet<string>): Texts {
  const head = described(f, noun(f));
  const place = where(f);
  const options = features(f);
  const candidates: Texts[] = [
    ...options.map((feature) => per((lang) => `${head[lang]} ${feature[lang]} ${place[lang]}`)),
    ...options.slice(1).map((feature) => per((lang) => `${head[lang]} ${options[0]![lang]} ${lang === 'fr' ? 'et' : lang === 'de' ? 'und' : lang === 'nl' ? 'en' : 'and'} ${stripLead(feature[lang], lang)} ${place[lang]}`)),
  ];
  return candidates.find((candidate) => LANGS.every((lang) => !taken.has(candidate[lang]))) ?? candidates[0]!;
}

/** "met garage" → "garage" when it follows "en": two features read as one list. */
function stripLead(text: string, lang: Lang): string {
  const lead = { nl: /^met /, fr: /^avec /, en: /^with /, de: /^mit / }[lang];
  return text.replace(lead, '');
}

// ---------------------------------------------------------------- the description

function setting(f: ListingFacts): Texts {
  const city = (lang: Lang) => cityIn(f.city, lang);
  if (f.coast) {
    return per((lang) =>
      ({
        nl: `Op enkele stappen van het strand en de zeedijk van ${city(lang)}, met winkels, restaurants en de kusttram om de hoek.`,
        fr: `À quelques pas de la plage et de la digue de ${city(lang)}, avec commerces, restaurants et tram de la côte à proximité.`,
        en: `A few steps from the beach and the promenade of ${city(lang)}, with shops, restaurants and the coast tram around the corner.`,
        de: `Nur wenige Schritte vom Strand und der Promenade von ${city(lang)} entfernt, mit Geschäften, Restaurants und der Küstenstraßenbahn um die Ecke.`,
      })[lang],
    );
  }
  if (f.variant === 'industrial' || f.variant === 'office') {
    return per((lang) =>
      ({
        nl: `Vlot bereikbaar in ${city(lang)}, vlak bij de snelweg en op wandelafstand van het openbaar vervoer.`,
        fr: `Facilement accessible à ${city(lang)}, près de l’autoroute et à distance de marche des transports en commun.`,
        en: `Easy to reach in ${city(lang)}, close to the motorway and within walking distance of public transport.`,
        de: `Gut erreichbar in ${city(lang)}, nahe der Autobahn und in Gehweite der öffentlichen Verkehrsmittel.`,
      })[lang],
    );
  }
  if (f.urban >= 0.85) {
    return choose(
      [
        per((lang) =>
          ({
            nl: `In het hart van ${city(lang)}, met winkels, horeca, scholen en het openbaar vervoer binnen wandelafstand.`,
            fr: `Au cœur de ${city(lang)}, avec commerces, restaurants, écoles et transports en commun à distance de marche.`,
            en: `In the heart of ${city(lang)}, with shops, restaurants, schools and public transport within walking distance.`,
            de: `Im Herzen von ${city(lang)}, mit Geschäften, Gastronomie, Schulen und öffentlichen Verkehrsmitteln in Gehweite.`,
          })[lang],
        ),
        per((lang) =>
          ({
            nl: `In een gegeerde, levendige buurt van ${city(lang)}, vlak bij het station en de winkelstraten.`,
            fr: `Dans un quartier prisé et animé de ${city(lang)}, tout près de la gare et des rues commerçantes.`,
            en: `In a sought-after, lively neighbourhood of ${city(lang)}, close to the station and the shopping streets.`,
            de: `In einem begehrten, lebendigen Viertel von ${city(lang)}, nahe dem Bahnhof und den Einkaufsstraßen.`,
          })[lang],
        ),
      ],
      f.pick,
    );
  }
  if (f.urban >= 0.45) {
    return per((lang) =>
      ({
        nl: `In een rustige woonwijk van ${city(lang)}, op fietsafstand van het centrum en met scholen en winkels in de buurt.`,
        fr: `Dans un quartier résidentiel calme de ${city(lang)}, à quelques minutes à vélo du centre, écoles et commerces à proximité.`,
        en: `In a quiet residential area of ${city(lang)}, a short bike ride from the centre, with schools and shops nearby.`,
        de: `In einem ruhigen Wohnviertel von ${city(lang)}, mit dem Fahrrad nur wenige Minuten vom Zentrum, Schulen und Geschäfte in der Nähe.`,
      })[lang],
    );
  }
  return per((lang) =>
    ({
      nl: `Landelijk gelegen in ${city(lang)}, tussen velden en bossen, en toch op enkele minuten van de grote verbindingswegen.`,
      fr: `Dans un cadre champêtre à ${city(lang)}, entre champs et bois, à quelques minutes des grands axes.`,
      en: `In the countryside of ${city(lang)}, among fields and woods, yet a few minutes from the main roads.`,
      de: `Ländlich gelegen in ${city(lang)}, zwischen Feldern und Wäldern und doch nur wenige Minuten von den Hauptverkehrsstraßen entfernt.`,
    })[lang],
  );
}

function layout(f: ListingFacts): Texts | null {
  const b = f.bedrooms;
  const baths = Math.max(1, f.bathrooms);
  const kitchen = (lang: Lang) => f.kitchen[lang]!;
  const floor = (lang: Lang) => f.floorCovering[lang]!;
  switch (f.variant) {
    case 'house':
    case 'villa':
    case 'apartment':
    case 'penthouse':
      return {
        nl: `Indeling: inkomhal, een leefruimte van ${n(f.living, 'nl')} m² met ${floor('nl')}, een ${kitchen('nl')}, ${b} ${b === 1 ? 'slaapkamer' : 'slaapkamers'} en ${baths} ${baths === 1 ? 'badkamer' : 'badkamers'}${f.floors > 1 ? `, verdeeld over ${f.floors} bouwlagen` : ''}.${f.attic ? ' Onder het dak is er nog een zolder.' : ''}${f.cellar ? ' Een kelder biedt bergruimte.' : ''}${f.lift ? ' Het gebouw heeft een lift.' : ''}`,
        fr: `Distribution : hall d’entrée, un séjour de ${n(f.living, 'fr')} m² avec ${floor('fr')}, une ${kitchen('fr')}, ${b} ${b === 1 ? 'chambre' : 'chambres'} et ${baths} ${baths === 1 ? 'salle de bains' : 'salles de bains'}${f.floors > 1 ? `, sur ${f.floors} niveaux` : ''}.${f.attic ? ' Un grenier sous le toit.' : ''}${f.cellar ? ' Une cave offre du rangement.' : ''}${f.lift ? ' L’immeuble dispose d’un ascenseur.' : ''}`,
        en: `Layout: entrance hall, a ${n(f.living, 'en')} m² living room with ${floor('en')}, a ${kitchen('en')}, ${b} ${b === 1 ? 'bedroom' : 'bedrooms'} and ${baths} ${baths === 1 ? 'bathroom' : 'bathrooms'}${f.floors > 1 ? `, over ${f.floors} floors` : ''}.${f.attic ? ' There is an attic under the roof.' : ''}${f.cellar ? ' A cellar gives storage space.' : ''}${f.lift ? ' The building has a lift.' : ''}`,
        de: `Aufteilung: Eingangshalle, ein Wohnzimmer von ${n(f.living, 'de')} m² mit ${floor('de')}, eine ${kitchen('de')}, ${b} Schlafzimmer und ${baths} Badezimmer${f.floors > 1 ? `, auf ${f.floors} Ebenen` : ''}.${f.attic ? ' Unter dem Dach gibt es einen Speicher.' : ''}${f.cellar ? ' Ein Keller bietet Stauraum.' : ''}${f.lift ? ' Das Gebäude hat einen Aufzug.' : ''}`,
      };
    case 'studio':
      return {
        nl: `De studio van ${n(f.habitable, 'nl')} m² omvat een woon- en slaapruimte met ${floor('nl')}, een kitchenette en een douchekamer met toilet.${f.furnished ? ' Hij wordt gemeubeld verhuurd.' : ''}`,
        fr: `Le studio de ${n(f.habitable, 'fr')} m² comprend un espace de vie et de nuit avec ${floor('fr')}, une kitchenette et une salle de douche avec WC.${f.furnished ? ' Il est loué meublé.' : ''}`,
        en: `The ${n(f.habitable, 'en')} m² studio has a living and sleeping area with ${floor('en')}, a kitchenette and a shower room with toilet.${f.furnished ? ' It is let furnished.' : ''}`,
        de: `Das Apartment mit ${n(f.habitable, 'de')} m² umfasst einen Wohn- und Schlafbereich mit ${floor('de')}, eine Kochnische und ein Duschbad mit WC.${f.furnished ? ' Es wird möbliert vermietet.' : ''}`,
      };
    case 'office':
      return {
        nl: `De ${n(f.surface, 'nl')} m² is vrij in te delen in landschapskantoren en vergaderzalen, met sanitair, kitchenette, airco en databekabeling${f.parkings > 0 ? `; er horen ${f.parkings} parkeerplaatsen bij` : ''}.`,
        fr: `Les ${n(f.surface, 'fr')} m² se divisent librement en plateaux et salles de réunion, avec sanitaires, kitchenette, climatisation et câblage informatique${f.parkings > 0 ? `${'\u202f'}; ${f.parkings} emplacements de parking sont compris` : ''}.`,
        en: `The ${n(f.surface, 'en')} m² can be laid out freely as open-plan offices and meeting rooms, with toilets, kitchenette, air conditioning and data cabling${f.parkings > 0 ? `; ${f.parkings} parking spaces come with it` : ''}.`,
        de: `Die ${n(f.surface, 'de')} m² lassen sich frei in Großraumbüros und Besprechungsräume aufteilen, mit Sanitäranlagen, Teeküche, Klimaanlage und Datenverkabelung${f.parkings > 0 ? `; dazu gehören ${f.parkings} Stellplätze` : ''}.`,
      };
    case 'practice':
      return {
        nl: `De ${n(f.surface, 'nl')} m² omvat een onthaal met wachtzaal, twee behandelruimtes met lavabo, een archief en sanitair, en is rolstoeltoegankelijk.`,
        fr: `Les ${n(f.surface, 'fr')} m² comprennent un accueil avec salle d’attente, deux salles de consultation avec lavabo, une archive et des sanitaires, accessibles en fauteuil roulant.`,
        en: `The ${n(f.surface, 'en')} m² comprise a reception with waiting room, two consulting rooms with washbasins, an archive and toilets, with step-free access.`,
        de: `Die ${n(f.surface, 'de')} m² umfassen einen Empfang mit Wartezimmer, zwei Behandlungsräume mit Waschbecken, ein Archiv und Sanitäranlagen, barrierefrei zugänglich.`,
      };
    case 'commercial':
    case 'retail':
      return {
        nl: `De handelsruimte van ${n(f.surface, 'nl')} m² heeft een brede etalage, een stockruimte en sanitair${f.variant === 'commercial' ? `; boven ligt een woning met ${b} slaapkamers en een eigen ingang` : ''}.`,
        fr: `La surface commerciale de ${n(f.surface, 'fr')} m² dispose d’une large vitrine, d’une réserve et de sanitaires${f.variant === 'commercial' ? `${'\u202f'}; à l’étage, un logement de ${b} chambres avec entrée séparée` : ''}.`,
        en: `The ${n(f.surface, 'en')} m² retail area has a wide shop window, a storeroom and toilets${f.variant === 'commercial' ? `; upstairs is a ${b}-bedroom flat with its own entrance` : ''}.`,
        de: `Die Verkaufsfläche von ${n(f.surface, 'de')} m² hat ein breites Schaufenster, ein Lager und Sanitäranlagen${f.variant === 'commercial' ? `; im Obergeschoss liegt eine Wohnung mit ${b} Schlafzimmern und eigenem Eingang` : ''}.`,
      };
    case 'industrial':
      return {
        nl: `De hal van ${n(f.surface, 'nl')} m² heeft een vrije hoogte van 7 meter, twee sectionale poorten, krachtstroom en een kantoorgedeelte met sanitair; het terrein telt ${f.parkings} parkeerplaatsen.`,
        fr: `Le hall de ${n(f.surface, 'fr')} m² offre une hauteur libre de 7 mètres, deux portes sectionnelles, le courant triphasé et une partie bureaux avec sanitaires${'\u202f'}; ${f.parkings} emplacements de parking sur le terrain.`,
        en: `The ${n(f.surface, 'en')} m² hall has a clear height of 7 metres, two sectional doors, three-phase power and an office section with toilets; the site has ${f.parkings} parking spaces.`,
        de: `Die Halle mit ${n(f.surface, 'de')} m² hat eine lichte Höhe von 7 Metern, zwei Sektionaltore, Starkstrom und einen Bürobereich mit Sanitäranlagen; auf dem Gelände gibt es ${f.parkings} Stellplätze.`,
      };
    case 'land':
      return {
        nl: `Het perceel van ${n(f.plot, 'nl')} m² is vrij van bouwverplichting en geschikt voor een ${f.facades >= 4 ? 'vrijstaande' : 'halfopen'} woning naar eigen ontwerp.`,
        fr: `La parcelle de ${n(f.plot, 'fr')} m² est libre de constructeur et convient à une maison ${f.facades >= 4 ? '4' : '3'} façades selon vos propres plans.`,
        en: `The ${n(f.plot, 'en')} m² plot comes with a free choice of builder and suits a ${f.facades >= 4 ? 'detached' : 'semi-detached'} house of your own design.`,
        de: `Das Grundstück mit ${n(f.plot, 'de')} m² ist bauträgerfrei und eignet sich für ${f.facades >= 4 ? 'ein freistehendes Haus' : 'eine Doppelhaushälfte'} nach eigenem Entwurf.`,
      };
  }
}

const FACING: Readonly<Record<Orientation, Texts>> = {
  N: { nl: 'op het noorden', fr: 'exposé nord', en: 'facing north', de: 'nach Norden' },
  NE: { nl: 'op het noordoosten', fr: 'exposé nord-est', en: 'facing north-east', de: 'nach Nordosten' },
  E: { nl: 'op het oosten', fr: 'exposé est', en: 'facing east', de: 'nach Osten' },
  SE: { nl: 'op het zuidoosten', fr: 'exposé sud-est', en: 'facing south-east', de: 'nach Südosten' },
  S: { nl: 'op het zuiden', fr: 'exposé sud', en: 'facing south', de: 'nach Süden' },
  SW: { nl: 'op het zuidwesten', fr: 'exposé sud-ouest', en: 'facing south-west', de: 'nach Südwesten' },
  W: { nl: 'op het westen', fr: 'exposé ouest', en: 'facing west', de: 'nach Westen' },
  NW: { nl: 'op het noordwesten', fr: 'exposé nord-ouest', en: 'facing north-west', de: 'nach Nordwesten' },
};

function outdoor(f: ListingFacts): Texts | null {
  const parking = (lang: Lang) => {
    if (f.garages > 0) return { nl: `; ${f.garages === 1 ? 'een garage vervolledigt' : `${f.garages} garages vervolledigen`} het geheel`, fr: `${'\u202f'}; ${f.garages === 1 ? 'un garage complète' : `${f.garages} garages complètent`} l’ensemble`, en: `; ${f.garages === 1 ? 'a garage completes' : `${f.garages} garages complete`} the whole`, de: `; ${f.garages === 1 ? 'eine Garage rundet' : `${f.garages} Garagen runden`} das Ganze ab` }[lang];
    return '';
  };
  if (f.paddock) {
    return per((lang) =>
      ({
        nl: `De tuin van ${n(f.garden, 'nl')} m² gaat over in een omheinde paardenweide met schuilstal${parking(lang)}.`,
        fr: `Le jardin de ${n(f.garden, 'fr')} m² se prolonge par une prairie clôturée pour chevaux avec abri${parking(lang)}.`,
        en: `The ${n(f.garden, 'en')} m² garden runs into a fenced paddock with a field shelter${parking(lang)}.`,
        de: `Der Garten mit ${n(f.garden, 'de')} m² geht in eine eingezäunte Pferdekoppel mit Unterstand über${parking(lang)}.`,
      })[lang],
    );
  }
  if (f.garden > 0 && f.gardenFacing) {
    return per((lang) =>
      ({
        nl: `Achteraan ligt een tuin van ${n(f.garden, 'nl')} m² ${FACING[f.gardenFacing!].nl}${f.pool ? ' met zwembad' : ''}${parking(lang)}.`,
        fr: `À l’arrière, un jardin de ${n(f.garden, 'fr')} m² ${FACING[f.gardenFacing!].fr}${f.pool ? ' avec piscine' : ''}${parking(lang)}.`,
        en: `At the back is a ${n(f.garden, 'en')} m² garden ${FACING[f.gardenFacing!].en}${f.pool ? ' with a swimming pool' : ''}${parking(lang)}.`,
        de: `Hinten liegt ein Garten von ${n(f.garden, 'de')} m² ${FACING[f.gardenFacing!].de}${f.pool ? ' mit Swimmingpool' : ''}${parking(lang)}.`,
      })[lang],
    );
  }
  if (f.terrace > 0 && f.terraceFacing) {
    return per((lang) =>
      ({
        nl: `Het terras van ${n(f.terrace, 'nl')} m² ${FACING[f.terraceFacing!].nl} is een extra kamer in de zomer${parking(lang)}.`,
        fr: `La terrasse de ${n(f.terrace, 'fr')} m² ${FACING[f.terraceFacing!].fr.replace('exposé', 'exposée')} est une pièce en plus en été${parking(lang)}.`,
        en: `The ${n(f.terrace, 'en')} m² terrace ${FACING[f.terraceFacing!].en} is an extra room in summer${parking(lang)}.`,
        de: `Die Terrasse mit ${n(f.terrace, 'de')} m² ${FACING[f.terraceFacing!].de} ist im Sommer ein zusätzliches Zimmer${parking(lang)}.`,
      })[lang],
    );
  }
  return null;
}

function state(f: ListingFacts): Texts | null {
  const heating = (lang: Lang) => f.heating[lang]!;
  const glazing = (lang: Lang) => (lang === 'de' ? f.glazing.de! : lower(f.glazing[lang]!));
  if (f.variant === 'land') return null;
  switch (f.condition) {
    case 'new':
      return f.rent
        ? {
            nl: `Nieuwbouw volgens de recentste energienormen, met ${heating('nl')} en ${glazing('nl')}.`,
            fr: `Construction neuve aux dernières normes énergétiques, avec ${heating('fr')} et ${glazing('fr')}.`,
            en: `New build to the latest energy standards, with ${heating('en')} and ${glazing('en')}.`,
            de: `Neubau nach den neuesten Energienormen, mit ${heating('de')} und ${glazing('de')}.`,
          }
        : {
            nl: `Nieuwbouw volgens de recentste energienormen, met ${heating('nl')} en ${glazing('nl')}: <strong>verkoop onder btw-regime</strong>, 6% btw mogelijk onder voorwaarden.`,
            fr: `Construction neuve aux dernières normes énergétiques, avec ${heating('fr')} et ${glazing('fr')}\u202f: <strong>vente sous régime TVA</strong>, TVA à 6\u00a0% possible sous conditions.`,
            en: `New build to the latest energy standards, with ${heating('en')} and ${glazing('en')}: <strong>sold under the VAT regime</strong>, 6% VAT possible under conditions.`,
            de: `Neubau nach den neuesten Energienormen, mit ${heating('de')} und ${glazing('de')}: <strong>Verkauf unter Mehrwertsteuerregelung</strong>, 6\u00a0% MwSt. unter Bedingungen möglich.`,
          };
    case 'renovated':
      return RESIDENTIAL.has(f.variant)
        ? {
            nl: `In ${f.renovationYear} grondig gerenoveerd: nieuwe keuken en badkamer, ${glazing('nl')}, ${heating('nl')} en een geïsoleerd dak.`,
            fr: `Entièrement rénové en ${f.renovationYear} : cuisine et salle de bains neuves, ${glazing('fr')}, ${heating('fr')} et toiture isolée.`,
            en: `Thoroughly renovated in ${f.renovationYear}: new kitchen and bathroom, ${glazing('en')}, ${heating('en')} and an insulated roof.`,
            de: `${f.renovationYear} grundlegend renoviert, mit neuer Küche und neuem Bad, ${glazing('de')}, ${heating('de')} und gedämmtem Dach.`,
          }
        : {
            nl: `In ${f.renovationYear} grondig gerenoveerd: nieuwe technieken en sanitair, ${glazing('nl')}, ${heating('nl')} en een geïsoleerd dak.`,
            fr: `Entièrement rénové en ${f.renovationYear} : techniques et sanitaires neufs, ${glazing('fr')}, ${heating('fr')} et toiture isolée.`,
            en: `Thoroughly renovated in ${f.renovationYear}: new building services and toilets, ${glazing('en')}, ${heating('en')} and an insulated roof.`,
            de: `${f.renovationYear} grundlegend renoviert, mit neuer Haustechnik und neuen Sanitäranlagen, ${glazing('de')}, ${heating('de')} und gedämmtem Dach.`,
          };
    case 'good':
      return {
        nl: `Goed onderhouden en meteen te betrekken, met ${heating('nl')} en ${glazing('nl')}.`,
        fr: `Bien entretenu et prêt à habiter, avec ${heating('fr')} et ${glazing('fr')}.`,
        en: `Well maintained and ready to move into, with ${heating('en')} and ${glazing('en')}.`,
        de: `Gut gepflegt und sofort bezugsfertig, mit ${heating('de')} und ${glazing('de')}.`,
      };
    case 'fair':
      return RESIDENTIAL.has(f.variant)
        ? {
            nl: `Verzorgd en bewoonbaar, met ${heating('nl')} en ${glazing('nl')}; keuken en badkamer zijn op termijn aan een opfrissing toe.`,
            fr: `Soigné et habitable, avec ${heating('fr')} et ${glazing('fr')} ; cuisine et salle de bains mériteront un rafraîchissement.`,
            en: `Well kept and habitable, with ${heating('en')} and ${glazing('en')}; the kitchen and bathroom will want refreshing in time.`,
            de: `Gepflegt und bewohnbar, mit ${heating('de')} und ${glazing('de')}; Küche und Bad vertragen mit der Zeit eine Auffrischung.`,
          }
        : {
            nl: `Verzorgd en meteen bruikbaar, met ${heating('nl')} en ${glazing('nl')}; de afwerking is op termijn aan een opfrissing toe.`,
            fr: `Soigné et utilisable tel quel, avec ${heating('fr')} et ${glazing('fr')} ; les finitions mériteront un rafraîchissement.`,
            en: `Well kept and ready to use, with ${heating('en')} and ${glazing('en')}; the finishes will want refreshing in time.`,
            de: `Gepflegt und sofort nutzbar, mit ${heating('de')} und ${glazing('de')}; der Innenausbau verträgt mit der Zeit eine Auffrischung.`,
          };
    case 'toRenovate':
      return {
        nl: `Een pand om naar eigen smaak te renoveren, met ${heating('nl')}, ${glazing('nl')} en een dak dat aan vernieuwing toe is. Ideaal voor wie een project zoekt.`,
        fr: `Un bien à rénover selon vos goûts, avec ${heating('fr')}, ${glazing('fr')} et une toiture à renouveler. Idéal pour qui cherche un projet.`,
        en: `A property to renovate to your own taste, with ${heating('en')}, ${glazing('en')} and a roof due for renewal. Ideal for anyone looking for a project.`,
        de: `Eine Immobilie zum Renovieren nach eigenem Geschmack, mit ${heating('de')}, ${glazing('de')} und einem erneuerungsbedürftigen Dach. Ideal für alle, die ein Projekt suchen.`,
      };
  }
}

function closing(f: ListingFacts): Texts {
  return f.rent
    ? {
        nl: 'Interesse? Neem contact op met ons kantoor voor een bezoek of vraag de huurvoorwaarden aan.',
        fr: 'Intéressé\u202f? Contactez notre agence pour une visite ou demandez les conditions de location.',
        en: 'Interested? Contact our office to arrange a viewing or ask for the rental conditions.',
        de: 'Interesse? Kontaktieren Sie unser Büro für eine Besichtigung oder fragen Sie die Mietbedingungen an.',
      }
    : {
        nl: 'Interesse? Plan vandaag nog een bezoek in via ons kantoor.',
        fr: 'Intéressé\u202f? Planifiez dès aujourd’hui une visite avec notre agence.',
        en: 'Interested? Book a viewing with our office today.',
        de: 'Interesse? Vereinbaren Sie noch heute eine Besichtigung über unser Büro.',
      };
}

/**
 * The texts of one listing. `taken` holds the titles given to the listings before it, in
 * every language; the new title is added to it.
 */
export function listingTexts(facts: ListingFacts, taken: Set<string>): ListingTexts {
  const heading = title(facts, taken);
  for (const lang of LANGS) taken.add(heading[lang]);
  const intro = setting(facts);
  const paragraphs = [intro, layout(facts), outdoor(facts), state(facts), closing(facts)].filter((paragraph): paragraph is Texts => paragraph !== null);
  // French as French is typeset: one apostrophe, a narrow no-break space before : ; ? !
  const typeset = (texts: Texts): Texts => ({ ...texts, fr: withFrenchTypography(texts.fr) });
  return {
    Title: typeset(heading),
    Teaser: typeset(intro),
    Description: typeset(per((lang) => paragraphs.map((paragraph) => `<p>${paragraph[lang]}</p>`).join(''))),
  };
}
