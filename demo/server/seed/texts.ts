/**
 * Titles, teasers and descriptions in nl, fr, en and de, written the way Belgian
 * agencies write their listings: a short title, a teaser sentence, then location,
 * layout, outdoor space and a closing call to visit. Descriptions carry the simple
 * markup a CRM sends (paragraphs, bold), which the widgets strip or render.
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import type { Variant } from './vocabulary.ts';

type Lang = 'nl' | 'fr' | 'en' | 'de';
type Texts = Record<Lang, string>;

export interface ListingFacts {
  variant: Variant;
  rent: boolean;
  city: string;
  bedrooms: number;
  bathrooms: number;
  living: number;
  plot: number;
  surface: number;
  garden: boolean;
  terrace: boolean;
  garages: number;
  constructionYear: number | null;
  renovationYear: number | null;
  /** picks one of the phrasings, so neighbours do not read alike */
  pick: number;
  newBuild: boolean;
}

export interface ListingTexts {
  Title: Translatable;
  Teaser: Translatable;
  Description: Translatable;
}

const choose = <T>(items: readonly T[], pick: number): T => items[pick % items.length]!;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

function titles(f: ListingFacts): readonly Texts[] {
  const b = f.bedrooms;
  switch (f.variant) {
    case 'house':
      return [
        {
          nl: `Gezinswoning met ${b} slaapkamers en tuin`,
          fr: `Maison familiale avec ${b} chambres et jardin`,
          en: `Family home with ${b} bedrooms and garden`,
          de: `Einfamilienhaus mit ${b} Schlafzimmern und Garten`,
        },
        {
          nl: 'Gerenoveerde rijwoning in het centrum',
          fr: 'Maison mitoyenne rénovée au centre',
          en: 'Renovated terraced house in the centre',
          de: 'Renoviertes Reihenhaus im Zentrum',
        },
        {
          nl: 'Halfopen bebouwing met garage en zonnige tuin',
          fr: 'Maison 3 façades avec garage et jardin ensoleillé',
          en: 'Semi-detached house with garage and sunny garden',
          de: 'Doppelhaushälfte mit Garage und sonnigem Garten',
        },
        {
          nl: 'Charmante burgerwoning met stadstuin',
          fr: 'Charmante maison de maître avec jardin de ville',
          en: 'Charming town house with city garden',
          de: 'Charmantes Bürgerhaus mit Stadtgarten',
        },
        {
          nl: 'Te renoveren woning op een rustige ligging',
          fr: 'Maison à rénover dans un quartier calme',
          en: 'House to renovate in a quiet location',
          de: 'Renovierungsbedürftiges Haus in ruhiger Lage',
        },
      ];
    case 'villa':
      return [
        {
          nl: `Ruime villa op ${f.plot} m² met zwembad`,
          fr: `Villa spacieuse sur ${f.plot} m² avec piscine`,
          en: `Spacious villa on ${f.plot} m² with swimming pool`,
          de: `Großzügige Villa auf ${f.plot} m² mit Schwimmbad`,
        },
        {
          nl: 'Moderne energiezuinige villa in het groen',
          fr: 'Villa moderne basse énergie dans la verdure',
          en: 'Modern low-energy villa in green surroundings',
          de: 'Moderne Niedrigenergievilla im Grünen',
        },
        {
          nl: 'Landelijke villa met bijgebouw en paardenweide',
          fr: 'Villa champêtre avec dépendance et prairie pour chevaux',
          en: 'Country villa with outbuilding and paddock',
          de: 'Landhausvilla mit Nebengebäude und Pferdekoppel',
        },
      ];
    case 'apartment':
      return [
        {
          nl: `Lichtrijk appartement met ${b} ${plural(b, 'slaapkamer', 'slaapkamers')} en terras`,
          fr: `Appartement lumineux de ${b} ${plural(b, 'chambre', 'chambres')} avec terrasse`,
          en: `Bright ${b}-bedroom apartment with terrace`,
          de: `Helle Wohnung mit ${b} ${plural(b, 'Schlafzimmer', 'Schlafzimmern')} und Terrasse`,
        },
        {
          nl: 'Instapklaar appartement nabij het station',
          fr: 'Appartement prêt à emménager près de la gare',
          en: 'Move-in ready apartment near the station',
          de: 'Bezugsfertige Wohnung in Bahnhofsnähe',
        },
        {
          nl: 'Nieuwbouwappartement met zuidgericht terras',
          fr: 'Appartement neuf avec terrasse orientée sud',
          en: 'New-build apartment with south-facing terrace',
          de: 'Neubauwohnung mit Südterrasse',
        },
        {
          nl: 'Gerenoveerd appartement in karaktervol herenhuis',
          fr: 'Appartement rénové dans une maison de maître de caractère',
          en: 'Renovated apartment in a characterful mansion',
          de: 'Renovierte Wohnung in charaktervollem Herrenhaus',
        },
      ];
    case 'studio':
      return [
        {
          nl: 'Gemeubelde studio vlak bij de campus',
          fr: 'Studio meublé tout près du campus',
          en: 'Furnished studio close to the campus',
          de: 'Möbliertes Studio nahe dem Campus',
        },
        {
          nl: 'Studio met kitchenette en fietsenberging',
          fr: 'Studio avec kitchenette et local vélos',
          en: 'Studio with kitchenette and bicycle storage',
          de: 'Studio mit Kochnische und Fahrradraum',
        },
      ];
    case 'penthouse':
      return [
        {
          nl: 'Exclusieve penthouse met panoramisch terras',
          fr: 'Penthouse exclusif avec terrasse panoramique',
          en: 'Exclusive penthouse with panoramic terrace',
          de: 'Exklusives Penthouse mit Panoramaterrasse',
        },
      ];
    case 'office':
      return [
        {
          nl: `Kantoorruimte van ${f.surface} m² met parking`,
          fr: `Bureaux de ${f.surface} m² avec parking`,
          en: `${f.surface} m² office space with parking`,
          de: `Bürofläche von ${f.surface} m² mit Parkplätzen`,
        },
        {
          nl: 'Representatieve kantoren vlak bij de ring',
          fr: 'Bureaux représentatifs à proximité du ring',
          en: 'Prestigious offices close to the ring road',
          de: 'Repräsentative Büros nahe dem Autobahnring',
        },
      ];
    case 'commercial':
      return [
        {
          nl: 'Handelspand met bovenwoning op commerciële ligging',
          fr: 'Immeuble commercial avec logement à l’étage, emplacement commercial',
          en: 'Commercial building with upstairs flat in a prime location',
          de: 'Geschäftshaus mit Wohnung im Obergeschoss in Geschäftslage',
        },
      ];
    case 'industrial':
      return [
        {
          nl: `Bedrijfshal van ${f.surface} m² met kantoren`,
          fr: `Entrepôt de ${f.surface} m² avec bureaux`,
          en: `${f.surface} m² industrial hall with offices`,
          de: `Gewerbehalle von ${f.surface} m² mit Büros`,
        },
        {
          nl: 'KMO-unit met sectionale poort en mezzanine',
          fr: 'Unité PME avec porte sectionnelle et mezzanine',
          en: 'Business unit with sectional door and mezzanine',
          de: 'Gewerbeeinheit mit Sektionaltor und Zwischengeschoss',
        },
      ];
    case 'land':
      return [
        {
          nl: `Bouwgrond voor open bebouwing (${f.plot} m²)`,
          fr: `Terrain à bâtir pour maison 4 façades (${f.plot} m²)`,
          en: `Building plot for a detached house (${f.plot} m²)`,
          de: `Baugrundstück für ein freistehendes Haus (${f.plot} m²)`,
        },
        {
          nl: `Kavel voor halfopen bebouwing, ${f.plot} m²`,
          fr: `Lot pour maison 3 façades, ${f.plot} m²`,
          en: `Plot for a semi-detached house, ${f.plot} m²`,
          de: `Grundstück für eine Doppelhaushälfte, ${f.plot} m²`,
        },
      ];
    case 'retail':
      return [
        {
          nl: 'Winkelruimte in drukke winkelstraat',
          fr: 'Surface commerciale dans une rue commerçante animée',
          en: 'Retail space on a busy shopping street',
          de: 'Ladenfläche in belebter Einkaufsstraße',
        },
        {
          nl: `Handelsgelijkvloers van ${f.surface} m² met grote etalage`,
          fr: `Rez commercial de ${f.surface} m² avec grande vitrine`,
          en: `${f.surface} m² ground-floor shop with large display window`,
          de: `Ladenlokal von ${f.surface} m² im Erdgeschoss mit großem Schaufenster`,
        },
      ];
    case 'practice':
      return [
        {
          nl: 'Praktijkruimte voor vrij beroep',
          fr: 'Espace pour profession libérale',
          en: 'Practice space for a liberal profession',
          de: 'Praxisräume für freie Berufe',
        },
      ];
  }
}

function kindWord(variant: Variant): Texts {
  const words: Record<Variant, Texts> = {
    house: { nl: 'woning', fr: 'maison', en: 'house', de: 'Haus' },
    villa: { nl: 'villa', fr: 'villa', en: 'villa', de: 'Villa' },
    apartment: { nl: 'appartement', fr: 'appartement', en: 'apartment', de: 'Wohnung' },
    studio: { nl: 'studio', fr: 'studio', en: 'studio', de: 'Studio' },
    penthouse: { nl: 'penthouse', fr: 'penthouse', en: 'penthouse', de: 'Penthouse' },
    office: { nl: 'kantoorruimte', fr: 'surface de bureaux', en: 'office space', de: 'Bürofläche' },
    commercial: { nl: 'handelspand', fr: 'immeuble commercial', en: 'commercial building', de: 'Geschäftshaus' },
    industrial: { nl: 'bedrijfshal', fr: 'entrepôt', en: 'industrial hall', de: 'Gewerbehalle' },
    land: { nl: 'bouwgrond', fr: 'terrain', en: 'plot', de: 'Grundstück' },
    retail: { nl: 'winkelruimte', fr: 'surface commerciale', en: 'shop', de: 'Ladenfläche' },
    practice: { nl: 'praktijkruimte', fr: 'espace professionnel', en: 'practice space', de: 'Praxisfläche' },
  };
  return words[variant];
}

/** German nouns need their article; these are the ones kindWord gives. */
const germanArticle: Record<string, string> = {
  Haus: 'Dieses',
  Villa: 'Diese',
  Wohnung: 'Diese',
  Studio: 'Dieses',
  Penthouse: 'Dieses',
  Bürofläche: 'Diese',
  Geschäftshaus: 'Dieses',
  Gewerbehalle: 'Diese',
  Grundstück: 'Dieses',
  Ladenfläche: 'Diese',
  Praxisfläche: 'Diese',
};

const feminineFr = new Set(['maison', 'villa', 'surface de bureaux', 'surface commerciale']);
const neuterNl = new Set(['appartement', 'penthouse', 'handelspand']);

function location(f: ListingFacts): Texts {
  const kind = kindWord(f.variant);
  const nlDet = neuterNl.has(kind.nl) ? 'Dit' : 'Deze';
  const frDet = feminineFr.has(kind.fr) ? 'Cette' : 'Ce';
  const frDetVowel = /^[aeiouhé]/.test(kind.fr) && !feminineFr.has(kind.fr) ? 'Cet' : frDet;
  const settings: Texts[] = [
    {
      nl: `${nlDet} ${kind.nl} ligt op een boogscheut van het centrum van ${f.city}, op wandelafstand van winkels, scholen en openbaar vervoer.`,
      fr: `${frDetVowel} ${kind.fr} se situe à deux pas du centre de ${f.city}, à distance de marche des commerces, des écoles et des transports en commun.`,
      en: `This ${kind.en} is a stone's throw from the centre of ${f.city}, within walking distance of shops, schools and public transport.`,
      de: `${germanArticle[kind.de]} ${kind.de} liegt nur einen Steinwurf vom Zentrum von ${f.city} entfernt, in Gehweite von Geschäften, Schulen und öffentlichen Verkehrsmitteln.`,
    },
    {
      nl: `${nlDet} ${kind.nl} geniet van een rustige, groene ligging in ${f.city}, met snelle verbindingen naar de grote invalswegen.`,
      fr: `${frDetVowel} ${kind.fr} bénéficie d'un cadre calme et verdoyant à ${f.city}, avec un accès rapide aux grands axes.`,
      en: `This ${kind.en} enjoys a quiet, green setting in ${f.city}, with quick access to the main roads.`,
      de: `${germanArticle[kind.de]} ${kind.de} genießt eine ruhige, grüne Lage in ${f.city} mit schneller Anbindung an die Hauptverkehrsstraßen.`,
    },
    {
      nl: `${nlDet} ${kind.nl} bevindt zich in een gegeerde buurt van ${f.city}, vlak bij het station en de winkelstraten.`,
      fr: `${frDetVowel} ${kind.fr} se trouve dans un quartier prisé de ${f.city}, tout près de la gare et des rues commerçantes.`,
      en: `This ${kind.en} is located in a sought-after neighbourhood of ${f.city}, close to the station and the shopping streets.`,
      de: `${germanArticle[kind.de]} ${kind.de} befindet sich in einem begehrten Viertel von ${f.city}, nahe dem Bahnhof und den Einkaufsstraßen.`,
    },
  ];
  return choose(settings, f.pick);
}

function layout(f: ListingFacts): Texts | null {
  const b = f.bedrooms;
  const baths = f.bathrooms;
  switch (f.variant) {
    case 'house':
    case 'villa':
    case 'apartment':
    case 'penthouse':
      return {
        nl: `Indeling: inkomhal met vestiaire, een lichtrijke leefruimte van ${f.living} m², een ingerichte keuken, ${b} ${plural(b, 'slaapkamer', 'slaapkamers')} en ${baths} ${plural(baths, 'badkamer', 'badkamers')}.`,
        fr: `Distribution : hall d'entrée avec vestiaire, un séjour lumineux de ${f.living} m², une cuisine équipée, ${b} ${plural(b, 'chambre', 'chambres')} et ${baths} ${plural(baths, 'salle de bains', 'salles de bains')}.`,
        en: `Layout: entrance hall with cloakroom, a bright ${f.living} m² living area, a fitted kitchen, ${b} ${plural(b, 'bedroom', 'bedrooms')} and ${baths} ${plural(baths, 'bathroom', 'bathrooms')}.`,
        de: `Aufteilung: Eingangshalle mit Garderobe, ein heller Wohnbereich von ${f.living} m², eine Einbauküche, ${b} ${plural(b, 'Schlafzimmer', 'Schlafzimmer')} und ${baths} ${plural(baths, 'Badezimmer', 'Badezimmer')}.`,
      };
    case 'studio':
      return {
        nl: `De studio van ${f.living} m² omvat een woon- en slaapruimte, een kitchenette en een douchekamer met toilet.`,
        fr: `Le studio de ${f.living} m² comprend un espace de vie et de nuit, une kitchenette et une salle de douche avec WC.`,
        en: `The ${f.living} m² studio has a living and sleeping area, a kitchenette and a shower room with toilet.`,
        de: `Das Studio mit ${f.living} m² umfasst einen Wohn- und Schlafbereich, eine Kochnische und ein Duschbad mit WC.`,
      };
    case 'office':
    case 'practice':
      return {
        nl: `De ${f.surface} m² is flexibel in te delen in landschapskantoren en vergaderzalen, met sanitair, kitchenette, airco en databekabeling.`,
        fr: `Les ${f.surface} m² se divisent librement en plateaux et salles de réunion, avec sanitaires, kitchenette, climatisation et câblage informatique.`,
        en: `The ${f.surface} m² can be laid out freely as open-plan offices and meeting rooms, with toilets, kitchenette, air conditioning and data cabling.`,
        de: `Die ${f.surface} m² lassen sich frei in Großraumbüros und Besprechungsräume aufteilen, mit Sanitäranlagen, Teeküche, Klimaanlage und Datenverkabelung.`,
      };
    case 'commercial':
    case 'retail':
      return {
        nl: `De handelsruimte van ${f.surface} m² heeft een brede etalage, een stockruimte en sanitair; de verdieping biedt extra opslag of een woongelegenheid.`,
        fr: `La surface commerciale de ${f.surface} m² dispose d'une large vitrine, d'une réserve et de sanitaires ; l'étage offre un stockage supplémentaire ou un logement.`,
        en: `The ${f.surface} m² retail area has a wide display window, a storeroom and toilets; the upper floor offers extra storage or living space.`,
        de: `Die Verkaufsfläche von ${f.surface} m² hat ein breites Schaufenster, ein Lager und Sanitäranlagen; das Obergeschoss bietet zusätzlichen Lagerraum oder Wohnraum.`,
      };
    case 'industrial':
      return {
        nl: `De hal van ${f.surface} m² heeft een vrije hoogte van 7 meter, twee sectionale poorten, een krachtstroomaansluiting en een kantoorgedeelte met sanitair.`,
        fr: `Le hall de ${f.surface} m² offre une hauteur libre de 7 mètres, deux portes sectionnelles, le courant triphasé et une partie bureaux avec sanitaires.`,
        en: `The ${f.surface} m² hall has a clear height of 7 metres, two sectional doors, three-phase power and an office section with toilets.`,
        de: `Die Halle mit ${f.surface} m² hat eine lichte Höhe von 7 Metern, zwei Sektionaltore, Starkstromanschluss und einen Bürobereich mit Sanitäranlagen.`,
      };
    case 'land':
      return {
        nl: `Het perceel van ${f.plot} m² is vrij van bouwverplichting en geschikt voor een woning naar eigen ontwerp.`,
        fr: `La parcelle de ${f.plot} m² est libre de constructeur et convient à une maison selon vos propres plans.`,
        en: `The ${f.plot} m² plot comes with no obligation to use a particular builder and suits a house of your own design.`,
        de: `Das Grundstück mit ${f.plot} m² ist bauträgerfrei und eignet sich für ein Haus nach eigenem Entwurf.`,
      };
  }
}

function outdoor(f: ListingFacts): Texts | null {
  if (f.garden) {
    return {
      nl: `Achteraan geniet u van een verzorgde tuin${f.garages > 0 ? `, en er ${f.garages === 1 ? 'is een garage' : `zijn ${f.garages} garages`}` : ''}.`,
      fr: `À l'arrière, vous profitez d'un jardin soigné${f.garages > 0 ? ` et ${f.garages === 1 ? "d'un garage" : `de ${f.garages} garages`}` : ''}.`,
      en: `At the back you will enjoy a well-kept garden${f.garages > 0 ? ` and ${f.garages === 1 ? 'a garage' : `${f.garages} garages`}` : ''}.`,
      de: `Hinten genießen Sie einen gepflegten Garten${f.garages > 0 ? ` und ${f.garages === 1 ? 'eine Garage' : `${f.garages} Garagen`}` : ''}.`,
    };
  }
  if (f.terrace) {
    return {
      nl: 'Het ruime terras is de ideale plek om na te genieten van de avondzon.',
      fr: 'La grande terrasse est l’endroit idéal pour profiter du soleil du soir.',
      en: 'The generous terrace is the ideal place to enjoy the evening sun.',
      de: 'Die großzügige Terrasse ist der ideale Ort, um die Abendsonne zu genießen.',
    };
  }
  return null;
}

function condition(f: ListingFacts): Texts | null {
  if (f.newBuild) {
    return {
      nl: 'Nieuwbouw volgens de recentste energienormen: <strong>verkoop onder btw-regime</strong>, 6% btw mogelijk onder voorwaarden.',
      fr: 'Construction neuve aux dernières normes énergétiques : <strong>vente sous régime TVA</strong>, TVA à 6 % possible sous conditions.',
      en: 'New build to the latest energy standards: <strong>sold under the VAT regime</strong>, 6% VAT possible under conditions.',
      de: 'Neubau nach den neuesten Energienormen: <strong>Verkauf unter Mehrwertsteuerregelung</strong>, 6 % MwSt. unter Bedingungen möglich.',
    };
  }
  if (f.renovationYear) {
    return {
      nl: `In ${f.renovationYear} grondig gerenoveerd, met aandacht voor isolatie en comfort.`,
      fr: `Entièrement rénové en ${f.renovationYear}, avec une attention particulière pour l'isolation et le confort.`,
      en: `Thoroughly renovated in ${f.renovationYear}, with attention to insulation and comfort.`,
      de: `${f.renovationYear} grundlegend renoviert, mit Augenmerk auf Dämmung und Komfort.`,
    };
  }
  if (f.constructionYear && f.constructionYear < 1960) {
    return {
      nl: 'Een pand met karakter en authentieke elementen, klaar voor een nieuwe eigenaar met eigen ideeën.',
      fr: 'Un bien de caractère aux éléments authentiques, prêt pour un nouveau propriétaire plein d’idées.',
      en: 'A property full of character and original features, ready for a new owner with ideas of their own.',
      de: 'Eine Immobilie mit Charakter und originalen Details, bereit für neue Eigentümer mit eigenen Ideen.',
    };
  }
  return null;
}

function closing(f: ListingFacts): Texts {
  return f.rent
    ? {
        nl: 'Interesse? Neem contact op met ons kantoor voor een bezoek of vraag de huurvoorwaarden aan.',
        fr: 'Intéressé ? Contactez notre agence pour une visite ou demandez les conditions de location.',
        en: 'Interested? Contact our office to arrange a viewing or ask for the rental conditions.',
        de: 'Interesse? Kontaktieren Sie unser Büro für eine Besichtigung oder fragen Sie die Mietbedingungen an.',
      }
    : {
        nl: 'Interesse? Plan vandaag nog een bezoek in via ons kantoor.',
        fr: "Intéressé ? Planifiez dès aujourd'hui une visite avec notre agence.",
        en: 'Interested? Book a viewing with our office today.',
        de: 'Interesse? Vereinbaren Sie noch heute eine Besichtigung über unser Büro.',
      };
}

const LANGS: readonly Lang[] = ['nl', 'fr', 'en', 'de'];

export function listingTexts(facts: ListingFacts): ListingTexts {
  const title = choose(titles(facts), facts.pick);
  const intro = location(facts);
  const paragraphs = [intro, layout(facts), outdoor(facts), condition(facts), closing(facts)].filter(
    (paragraph): paragraph is Texts => paragraph !== null,
  );
  const per = (build: (lang: Lang) => string) => Object.fromEntries(LANGS.map((lang) => [lang, build(lang)])) as Texts;
  return {
    Title: title,
    Teaser: intro,
    Description: per((lang) => paragraphs.map((paragraph) => `<p>${paragraph[lang]}</p>`).join('')),
  };
}
