/**
 * The fake CRM's recorded records: eight listings, two new-build projects with their
 * units, the agency's managers and one owner, written as Omnicasa answers them (field
 * names and codes of its API) with every text in the four languages. The catalogue
 * (./catalogue.ts) answers each call in the language it asks for, and makes as many
 * listings as it is told by placing copies of these in other towns of the same region.
 *
 * `{town}` in a text is the listing's municipality in that text's language. `__title` is
 * the listing's title in the agency's words: no public Omnicasa answer carries a title
 * field (the fake sends `Ident`, a reference code, as the real one does), and the fake
 * Whise sends it as the estate's `name`.
 */
import type { PictureStyle, Scene } from '../server/seed/pictures.ts';
import type { RegionCode } from '../server/seed/places.ts';

export type Text = { nl: string; fr: string; en: string; de: string };
export const t = (nl: string, fr: string, en: string, de: string): Text => ({ nl, fr, en, de });

export interface PictureFixture {
  scene: Scene;
  caption: Text;
}

export interface DocumentFixture {
  name: Text;
  /** the file's name on the CRM's media host */
  file: string;
}

/** A listing as the CRM holds it: wire fields, texts in four languages, and what the fake serves beside it. */
export interface ListingFixture {
  region: RegionCode;
  /** the town of the recorded listing (a copy takes another town of the region) */
  zip: string;
  city: string;
  style: PictureStyle;
  pictures: PictureFixture[];
  documents: DocumentFixture[];
  managerId: number;
  /** the wire record, without the fields the catalogue fills in (ID, address, coordinates, dates, pictures) */
  record: Record<string, unknown>;
}

const CAPTIONS = {
  front: t('Voorgevel', 'Façade avant', 'Front', 'Vorderansicht'),
  living: t('Leefruimte', 'Séjour', 'Living room', 'Wohnzimmer'),
  kitchen: t('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
  bedroom: t('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer'),
  bathroom: t('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  garden: t('Tuin', 'Jardin', 'Garden', 'Garten'),
  terrace: t('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
  street: t('Straatbeeld', 'Vue de la rue', 'Street view', 'Straßenansicht'),
  plot: t('Perceel', 'Parcelle', 'Plot', 'Grundstück'),
  workspace: t('Werkruimte', 'Espace de travail', 'Work space', 'Arbeitsbereich'),
  hall: t('Hal', 'Hall', 'Hall', 'Halle'),
} satisfies Partial<Record<Scene | 'plot', Text>>;

const picture = (scene: Scene, caption: Text = CAPTIONS[scene as keyof typeof CAPTIONS]): PictureFixture => ({ scene, caption });

const DOCUMENTS = {
  soil: { name: t('Bodemattest', 'Attestation du sol', 'Soil certificate', 'Bodenbescheinigung'), file: 'bodemattest.pdf' },
  epc: { name: t('Energieprestatiecertificaat', 'Certificat PEB', 'Energy performance certificate', 'Energieausweis'), file: 'epc.pdf' },
  plan: { name: t('Grondplan', 'Plan', 'Floor plan', 'Grundriss'), file: 'grondplan.pdf' },
  urban: { name: t('Stedenbouwkundig uittreksel', 'Renseignements urbanistiques', 'Planning information', 'Städtebauliche Auskunft'), file: 'stedenbouw.pdf' },
  prices: { name: t('Prijslijst', 'Liste de prix', 'Price list', 'Preisliste'), file: 'prijslijst.pdf' },
} satisfies Record<string, DocumentFixture>;

/** Omnicasa's property statuses (Models/Status.php): the ones a site shows. */
export const STATUS = { active: 1, sold: 2, rented: 4 } as const;

const HEATING_GAS = t('Centrale verwarming op aardgas', 'Chauffage central au gaz', 'Gas central heating', 'Gaszentralheizung');
const HEAT_PUMP = t('Warmtepomp met vloerverwarming', 'Pompe à chaleur et chauffage au sol', 'Heat pump with underfloor heating', 'Wärmepumpe mit Fußbodenheizung');
const DOUBLE_GLAZING = t('Dubbele beglazing', 'Double vitrage', 'Double glazing', 'Doppelverglasung');
const TRIPLE_GLAZING = t('Driedubbele beglazing', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung');
const FITTED_KITCHEN = t('Open keuken, volledig uitgerust', 'Cuisine ouverte entièrement équipée', 'Open-plan kitchen, fully fitted', 'Offene Küche, voll ausgestattet');

export const LISTINGS: readonly ListingFixture[] = [
  {
    region: 'flanders',
    zip: '9000',
    city: 'Gent',
    style: 'terraced',
    managerId: 2,
    pictures: [picture('front'), picture('living'), picture('kitchen'), picture('bedroom'), picture('garden'), picture('street')],
    documents: [DOCUMENTS.soil, DOCUMENTS.epc, DOCUMENTS.plan],
    record: {
      Goal: 0,
      WebID: 1,
      TypeDescription: t('Woning', 'Maison', 'House', 'Haus'),
      __title: t('Gezinswoning met tuin in {town}', 'Maison familiale avec jardin à {town}', 'Family house with a garden in {town}', 'Einfamilienhaus mit Garten in {town}'),
      DescriptionB: t(
        'Lichtrijke woning met drie slaapkamers en een zuidgerichte tuin.',
        'Maison lumineuse de trois chambres avec un jardin orienté au sud.',
        'A bright three-bedroom house with a south-facing garden.',
        'Helles Haus mit drei Schlafzimmern und einem Südgarten.',
      ),
      DescriptionA: t(
        '<p>Lichtrijke woning met drie slaapkamers in een rustige straat van {town}, op wandelafstand van school en winkels.</p><p>Indeling: inkomhal, leefruimte van 42 m² met parket, open keuken, berging, drie slaapkamers en een badkamer met bad en douche. De tuin ligt op het zuiden.</p>',
        '<p>Maison lumineuse de trois chambres dans une rue calme de {town}, à distance de marche des écoles et des commerces.</p><p>Distribution : hall, séjour de 42 m² avec parquet, cuisine ouverte, buanderie, trois chambres et une salle de bains avec baignoire et douche. Le jardin est orienté au sud.</p>',
        '<p>A bright three-bedroom house in a quiet street of {town}, within walking distance of schools and shops.</p><p>Layout: entrance hall, a 42 m² living room with parquet, open-plan kitchen, utility room, three bedrooms and a bathroom with bath and shower. The garden faces south.</p>',
        '<p>Helles Haus mit drei Schlafzimmern in einer ruhigen Straße von {town}, fußläufig zu Schule und Geschäften.</p><p>Aufteilung: Diele, Wohnzimmer von 42 m² mit Parkett, offene Küche, Hauswirtschaftsraum, drei Schlafzimmer und ein Bad mit Wanne und Dusche. Der Garten liegt nach Süden.</p>',
      ),
      Status: STATUS.active,
      Marquee: 1,
      MarqueeName: t('Nieuw', 'Nouveau', 'New', 'Neu'),
      PublishPrice: true,
      Price: 389_000,
      PriceUnit: 1,
      PublishAddress: true,
      NumberOfBedRooms: 3,
      NumberOfBathRooms: 1,
      NumberOfToilets: 2,
      NumberOfGarages: 1,
      NumberOfFacades: 3,
      NumberOfFloors: 2,
      SurfaceLiving: 165,
      SurfaceGround: 540,
      SurfaceGarden: 320,
      SurfaceTerrace: 24,
      ConstructionYear: 1978,
      RenovationYear: 2019,
      GardenOrientationID: 3,
      TerraceOrientationID: 5,
      HeatingName: HEATING_GAS,
      KitchenName: FITTED_KITCHEN,
      WindowFrameName: t('Hout', 'Bois', 'Wood', 'Holz'),
      WindowGlazing: DOUBLE_GLAZING,
      RoofTypeName: t('Zadeldak', 'Toit à deux versants', 'Gable roof', 'Satteldach'),
      RoofMaterialName: t('Pannen', 'Tuiles', 'Tiles', 'Ziegel'),
      EnergyPerformance: 198,
      EPCTotal: 32_670,
      EPCCertificateNumber: '20240312-0003124567-RES-1',
      EPCEndDate: '2034-03-12 00:00:00',
      CO2Emission: 39,
      FloodZone: false,
      FloodGScore: 'A',
      FloodPScore: 'A',
      GroundCertificate: 2,
      ElectricityCertificate: true,
      AsbestosTypeName: t('Asbestattest: asbestveilig', 'Attestation amiante : sans risque', 'Asbestos certificate: asbestos-safe', 'Asbestbescheinigung: asbestsicher'),
      AsbestosDate: '2024-02-20 00:00:00',
      HasGas: true,
      HasWater: true,
      HasGarden: true,
      HasTerrace: true,
      HasCellar: true,
      HasAttic: true,
      HasLift: false,
      HasFurnished: false,
      BuildingPermit: true,
      SubdivisionPermit: false,
      Summons: false,
      PreemptionRight: false,
      JudicialDecision: 0,
      RealEstateTax: 1_120,
      MobiScore: 8.1,
      MobiScores: { PublicTransport: 8.4, Shops: 8.8, Education: 8.6, Healthcare: 7.9, Leisure: 7.7, Services: 8.2, Work: 7.1 },
    },
  },
  {
    region: 'flanders',
    zip: '2018',
    city: 'Antwerpen',
    style: 'apartment',
    managerId: 1,
    pictures: [picture('front'), picture('living'), picture('kitchen'), picture('bedroom'), picture('terrace')],
    documents: [DOCUMENTS.epc],
    record: {
      Goal: 1,
      WebID: 1,
      TypeDescription: t('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
      __title: t('Appartement met terras in {town}', 'Appartement avec terrasse à {town}', 'Apartment with a terrace in {town}', 'Wohnung mit Terrasse in {town}'),
      DescriptionB: t(
        'Instapklaar appartement met twee slaapkamers en een terras van 12 m².',
        'Appartement prêt à habiter de deux chambres avec une terrasse de 12 m².',
        'A ready-to-move-in two-bedroom apartment with a 12 m² terrace.',
        'Bezugsfertige Wohnung mit zwei Schlafzimmern und 12 m² Terrasse.',
      ),
      DescriptionA: t(
        '<p>Instapklaar appartement op de derde verdieping van een verzorgd gebouw met lift in {town}.</p><p>Twee slaapkamers, een badkamer met inloopdouche en een terras van 12 m² op het westen. Kelderberging inbegrepen.</p>',
        '<p>Appartement prêt à habiter au troisième étage d’un immeuble soigné avec ascenseur à {town}.</p><p>Deux chambres, une salle de bains avec douche à l’italienne et une terrasse de 12 m² à l’ouest. Cave comprise.</p>',
        '<p>A ready-to-move-in apartment on the third floor of a well-kept building with a lift in {town}.</p><p>Two bedrooms, a bathroom with a walk-in shower and a 12 m² west-facing terrace. Cellar storage included.</p>',
        '<p>Bezugsfertige Wohnung im dritten Stock eines gepflegten Hauses mit Aufzug in {town}.</p><p>Zwei Schlafzimmer, ein Bad mit bodengleicher Dusche und eine 12 m² große Westterrasse. Kellerabteil inbegriffen.</p>',
      ),
      Status: STATUS.active,
      PublishPrice: true,
      Price: 1_095,
      PriceUnit: 2,
      PriceUnitText: t('per maand', 'par mois', 'per month', 'pro Monat'),
      ChargesRenter: 95,
      DepositAmount: 3_285,
      PublishAddress: true,
      NumberOfBedRooms: 2,
      NumberOfBathRooms: 1,
      NumberOfToilets: 1,
      SurfaceLiving: 92,
      SurfaceTerrace: 12,
      TerraceOrientationID: 2,
      ConstructionYear: 2004,
      HeatingName: HEATING_GAS,
      KitchenName: FITTED_KITCHEN,
      WindowGlazing: DOUBLE_GLAZING,
      EnergyPerformance: 142,
      EPCCertificateNumber: '20230605-0002987713-RES-1',
      EPCEndDate: '2033-06-05 00:00:00',
      HasLift: true,
      HasCellar: true,
      HasTerrace: true,
      HasGarden: false,
      HasFurnished: false,
      AvailableFrom: t('Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'),
      MobiScore: 9.2,
    },
  },
  {
    region: 'brussels',
    zip: '1050',
    city: 'Ixelles',
    style: 'apartment',
    managerId: 3,
    pictures: [picture('front'), picture('living'), picture('bathroom'), picture('street')],
    documents: [DOCUMENTS.epc, DOCUMENTS.urban],
    record: {
      Goal: 0,
      WebID: 1,
      TypeDescription: t('Studio', 'Studio', 'Studio', 'Studio'),
      __title: t('Gerenoveerde studio in {town}', 'Studio rénové à {town}', 'Renovated studio in {town}', 'Renoviertes Studio in {town}'),
      DescriptionB: t(
        'Volledig gerenoveerde studio, ideaal als eerste woning of als investering.',
        'Studio entièrement rénové, idéal comme premier logement ou comme investissement.',
        'A fully renovated studio, ideal as a first home or an investment.',
        'Komplett renoviertes Studio, ideal als erste Wohnung oder als Anlage.',
      ),
      DescriptionA: t(
        '<p>Volledig gerenoveerde studio vlak bij het Flageyplein in {town}.</p><p>Leefruimte met slaaphoek, ingerichte kitchenette en moderne badkamer.</p>',
        '<p>Studio entièrement rénové tout près de la place Flagey à {town}.</p><p>Séjour avec coin nuit, kitchenette équipée et salle de bains moderne.</p>',
        '<p>A fully renovated studio close to Place Flagey in {town}.</p><p>Living room with a sleeping area, a fitted kitchenette and a modern bathroom.</p>',
        '<p>Komplett renoviertes Studio nahe der Place Flagey in {town}.</p><p>Wohnraum mit Schlafecke, eingerichtete Kochnische und modernes Bad.</p>',
      ),
      Status: STATUS.active,
      PublishPrice: true,
      Price: 189_000,
      PriceUnit: 1,
      PublishAddress: false,
      NumberOfBedRooms: 0,
      NumberOfBathRooms: 1,
      SurfaceLiving: 38,
      ConstructionYear: 1962,
      RenovationYear: 2023,
      HeatingName: t('Collectieve verwarming', 'Chauffage collectif', 'Shared heating', 'Zentralheizung des Gebäudes'),
      WindowGlazing: DOUBLE_GLAZING,
      EnergyPerformance: 128,
      HasLift: true,
      HasCellar: false,
      HasFurnished: false,
      MobiScore: 9.6,
    },
  },
  {
    region: 'wallonia',
    zip: '5000',
    city: 'Namur',
    style: 'villa',
    managerId: 4,
    pictures: [picture('front'), picture('living'), picture('kitchen'), picture('bedroom'), picture('garden'), picture('dusk', CAPTIONS.front)],
    documents: [DOCUMENTS.epc, DOCUMENTS.urban],
    record: {
      Goal: 0,
      WebID: 1,
      TypeDescription: t('Villa', 'Villa', 'Villa', 'Villa'),
      __title: t('Villa met zicht op de Maas in {town}', 'Villa avec vue sur la Meuse à {town}', 'Villa overlooking the Meuse in {town}', 'Villa mit Blick auf die Maas in {town}'),
      DescriptionB: t(
        'Ruime villa met vier slaapkamers op een perceel van 12 are.',
        'Vaste villa de quatre chambres sur un terrain de 12 ares.',
        'A spacious four-bedroom villa on a 1,200 m² plot.',
        'Großzügige Villa mit vier Schlafzimmern auf 1.200 m² Grund.',
      ),
      DescriptionA: t(
        '<p>Ruime villa op de hellingen van {town}, met een weids zicht op de Maasvallei.</p><p>Vier slaapkamers, twee badkamers, een bureau en een dubbele garage. Prijs op aanvraag.</p>',
        '<p>Vaste villa sur les hauteurs de {town}, avec une large vue sur la vallée de la Meuse.</p><p>Quatre chambres, deux salles de bains, un bureau et un double garage. Prix sur demande.</p>',
        '<p>A spacious villa on the slopes of {town}, with a wide view over the Meuse valley.</p><p>Four bedrooms, two bathrooms, a study and a double garage. Price on request.</p>',
        '<p>Großzügige Villa an den Hängen von {town} mit weitem Blick über das Maastal.</p><p>Vier Schlafzimmer, zwei Bäder, ein Arbeitszimmer und eine Doppelgarage. Preis auf Anfrage.</p>',
      ),
      Status: STATUS.active,
      PublishPrice: false,
      Price: 745_000,
      PriceUnit: 1,
      PublishAddress: true,
      NumberOfBedRooms: 4,
      NumberOfBathRooms: 2,
      NumberOfToilets: 3,
      NumberOfGarages: 2,
      NumberOfFacades: 4,
      SurfaceLiving: 280,
      SurfaceGround: 1_200,
      SurfaceGarden: 900,
      ConstructionYear: 1996,
      GardenOrientationID: 6,
      HeatingName: t('Centrale verwarming op stookolie', 'Chauffage central au mazout', 'Oil central heating', 'Ölzentralheizung'),
      KitchenName: FITTED_KITCHEN,
      WindowGlazing: DOUBLE_GLAZING,
      EnergyPerformance: 232,
      HasGarden: true,
      HasCellar: true,
      HasAttic: false,
      HasFurnished: false,
      JudicialDecision: 0,
    },
  },
  {
    region: 'wallonia',
    zip: '4000',
    city: 'Liège',
    style: 'shop',
    managerId: 4,
    pictures: [picture('front'), picture('workspace', CAPTIONS.workspace), picture('street')],
    documents: [],
    record: {
      Goal: 1,
      WebID: 6,
      TypeDescription: t('Winkelruimte', 'Surface commerciale', 'Shop', 'Ladenlokal'),
      __title: t('Handelsruimte in het centrum van {town}', 'Surface commerciale au centre de {town}', 'Retail space in the centre of {town}', 'Ladenfläche im Zentrum von {town}'),
      DescriptionB: t(
        'Winkelruimte van 120 m² met grote etalage in een drukke winkelstraat.',
        'Surface commerciale de 120 m² avec grande vitrine dans une rue commerçante animée.',
        'A 120 m² shop with a large display window on a busy shopping street.',
        'Ladenlokal von 120 m² mit großem Schaufenster in einer belebten Einkaufsstraße.',
      ),
      DescriptionA: t(
        '<p>Winkelruimte van 120 m² met grote etalage in het centrum van {town}.</p><p>Achterliggende opslagruimte en sanitair. Vrij na afspraak.</p>',
        '<p>Surface commerciale de 120 m² avec grande vitrine au centre de {town}.</p><p>Réserve et sanitaires à l’arrière. Libre de commun accord.</p>',
        '<p>A 120 m² shop with a large display window in the centre of {town}.</p><p>Storage room and toilets at the back. Available by agreement.</p>',
        '<p>Ladenlokal von 120 m² mit großem Schaufenster im Zentrum von {town}.</p><p>Lager und Sanitärräume im hinteren Bereich. Frei nach Vereinbarung.</p>',
      ),
      Status: STATUS.active,
      PublishPrice: true,
      Price: 1_850,
      PriceUnit: 2,
      PriceUnitText: t('per maand', 'par mois', 'per month', 'pro Monat'),
      PublishAddress: true,
      SurfaceLiving: 120,
      SurfaceStore: 35,
      FrontWidth: 8,
      ConstructionYear: 1930,
      RenovationYear: 2015,
      EnergyPerformance: 310,
    },
  },
  {
    region: 'flanders',
    zip: '8000',
    city: 'Brugge',
    style: 'land',
    managerId: 5,
    pictures: [picture('front', CAPTIONS.plot), picture('street')],
    documents: [DOCUMENTS.soil, DOCUMENTS.urban],
    record: {
      Goal: 0,
      WebID: 4,
      TypeDescription: t('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück'),
      __title: t('Bouwgrond voor open bebouwing in {town}', 'Terrain à bâtir pour maison 4 façades à {town}', 'Building plot for a detached house in {town}', 'Baugrundstück für ein freistehendes Haus in {town}'),
      DescriptionB: t(
        'Bouwgrond van 7 are in een residentiële verkaveling.',
        'Terrain à bâtir de 7 ares dans un lotissement résidentiel.',
        'A 700 m² building plot in a residential subdivision.',
        'Baugrundstück von 700 m² in einem Wohngebiet.',
      ),
      DescriptionA: t(
        '<p>Bouwgrond van 7 are voor open bebouwing in een rustige verkaveling van {town}.</p><p>Vrij van bouwverplichting; de verkavelingsvergunning is in orde.</p>',
        '<p>Terrain à bâtir de 7 ares pour une maison quatre façades dans un lotissement calme de {town}.</p><p>Libre d’obligation de bâtir ; le permis de lotir est en ordre.</p>',
        '<p>A 700 m² building plot for a detached house in a quiet subdivision of {town}.</p><p>No obligation to build; the subdivision permit is in order.</p>',
        '<p>Baugrundstück von 700 m² für ein freistehendes Haus in einem ruhigen Wohngebiet von {town}.</p><p>Keine Bauverpflichtung; die Parzellierungsgenehmigung liegt vor.</p>',
      ),
      Status: STATUS.active,
      PublishPrice: true,
      Price: 229_000,
      PriceUnit: 1,
      PublishAddress: true,
      SurfaceGround: 700,
      PlotWidth: 21,
      FloodZone: false,
      FloodPScore: 'A',
      GroundCertificate: 2,
      SubdivisionPermit: true,
      BuildingPermit: false,
      PreemptionRight: false,
    },
  },
  {
    region: 'flanders',
    zip: '3000',
    city: 'Leuven',
    style: 'terraced',
    managerId: 3,
    pictures: [picture('front'), picture('living'), picture('street')],
    documents: [],
    record: {
      Goal: 0,
      WebID: 1,
      TypeDescription: t('Woning', 'Maison', 'House', 'Haus'),
      __title: t('Burgerwoning in {town}', 'Maison de maître à {town}', 'Town house in {town}', 'Bürgerhaus in {town}'),
      DescriptionB: t(
        'Karaktervolle burgerwoning, verkocht door ons kantoor.',
        'Maison de caractère, vendue par notre agence.',
        'A town house full of character, sold by our office.',
        'Charaktervolles Bürgerhaus, von unserem Büro verkauft.',
      ),
      DescriptionA: t(
        '<p>Karaktervolle burgerwoning met hoge plafonds in het centrum van {town}.</p>',
        '<p>Maison de caractère aux hauts plafonds au centre de {town}.</p>',
        '<p>A town house full of character with high ceilings in the centre of {town}.</p>',
        '<p>Charaktervolles Bürgerhaus mit hohen Decken im Zentrum von {town}.</p>',
      ),
      Status: STATUS.sold,
      Marquee: 3,
      MarqueeName: t('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
      PublishPrice: false,
      Price: 515_000,
      PriceUnit: 1,
      PublishAddress: true,
      NumberOfBedRooms: 4,
      NumberOfBathRooms: 1,
      SurfaceLiving: 210,
      SurfaceGround: 180,
      ConstructionYear: 1905,
      RenovationYear: 2012,
      EnergyPerformance: 285,
    },
  },
  {
    region: 'luxembourg',
    zip: '2449',
    city: 'Luxembourg',
    style: 'apartment',
    managerId: 4,
    pictures: [picture('front'), picture('living'), picture('kitchen'), picture('terrace')],
    documents: [DOCUMENTS.epc],
    record: {
      Goal: 0,
      WebID: 1,
      TypeDescription: t('Appartement', 'Appartement', 'Apartment', 'Wohnung'),
      __title: t('Nieuw appartement in {town}', 'Appartement neuf à {town}', 'New apartment in {town}', 'Neue Wohnung in {town}'),
      DescriptionB: t(
        'Nieuwbouwappartement met twee slaapkamers en een ondergrondse parkeerplaats.',
        'Appartement neuf de deux chambres avec un emplacement de parking souterrain.',
        'A new two-bedroom apartment with an underground parking space.',
        'Neubauwohnung mit zwei Schlafzimmern und einem Tiefgaragenstellplatz.',
      ),
      DescriptionA: t(
        '<p>Nieuwbouwappartement in een kleinschalige residentie in {town}, vlak bij de tram.</p><p>Twee slaapkamers, een terras en een ondergrondse parkeerplaats.</p>',
        '<p>Appartement neuf dans une petite résidence à {town}, tout près du tram.</p><p>Deux chambres, une terrasse et un emplacement de parking souterrain.</p>',
        '<p>A new apartment in a small residence in {town}, close to the tram.</p><p>Two bedrooms, a terrace and an underground parking space.</p>',
        '<p>Neubauwohnung in einer kleinen Residenz in {town}, nahe der Straßenbahn.</p><p>Zwei Schlafzimmer, eine Terrasse und ein Tiefgaragenstellplatz.</p>',
      ),
      Status: STATUS.active,
      PublishPrice: true,
      Price: 865_000,
      PriceUnit: 1,
      PublishAddress: true,
      CountryID: 50,
      CountryName: t('Luxemburg', 'Luxembourg', 'Luxembourg', 'Luxemburg'),
      NumberOfBedRooms: 2,
      NumberOfBathRooms: 1,
      ParkingsInside: 1,
      SurfaceLiving: 84,
      SurfaceTerrace: 10,
      ConstructionYear: 2025,
      HeatingName: HEAT_PUMP,
      WindowGlazing: TRIPLE_GLAZING,
      EPCLabelText: 'B',
      HasLift: true,
      HasTerrace: true,
    },
  },
];

export interface UnitFixture {
  Name: string;
  Floor: number;
  NumberOfBedRooms: number;
  SurfaceLiving: number;
  Price: number;
  Status: number;
}

export interface ProjectFixture {
  id: number;
  zip: string;
  city: string;
  style: PictureStyle;
  managerId: number;
  pictures: PictureFixture[];
  documents: DocumentFixture[];
  record: Record<string, unknown>;
  units: UnitFixture[];
}

const unit = (Name: string, Floor: number, NumberOfBedRooms: number, SurfaceLiving: number, Price: number, Status: number = STATUS.active): UnitFixture => ({
  Name,
  Floor,
  NumberOfBedRooms,
  SurfaceLiving,
  Price,
  Status,
});

export const PROJECTS: readonly ProjectFixture[] = [
  {
    id: 7_100_001,
    zip: '9000',
    city: 'Gent',
    style: 'apartment',
    managerId: 2,
    pictures: [picture('front'), picture('living'), picture('terrace')],
    documents: [DOCUMENTS.prices],
    record: {
      ProjectNumber: 'PR-2026-01',
      Name: t('Residentie Leieboord', 'Résidence Leieboord', 'Leieboord Residence', 'Residenz Leieboord'),
      ShortDescription: t(
        'Twaalf nieuwbouwappartementen aan de Leie, op wandelafstand van het centrum.',
        'Douze appartements neufs au bord de la Lys, à quelques pas du centre.',
        'Twelve new apartments on the river Lys, a short walk from the centre.',
        'Zwölf Neubauwohnungen an der Leie, nur wenige Schritte vom Zentrum.',
      ),
      Description: t(
        '<p>Residentie Leieboord telt twaalf appartementen met één tot drie slaapkamers, elk met een terras aan het water.</p>',
        '<p>La Résidence Leieboord compte douze appartements d’une à trois chambres, chacun avec une terrasse au bord de l’eau.</p>',
        '<p>Leieboord Residence has twelve apartments with one to three bedrooms, each with a terrace by the water.</p>',
        '<p>Die Residenz Leieboord umfasst zwölf Wohnungen mit einem bis drei Schlafzimmern, jede mit einer Terrasse am Wasser.</p>',
      ),
      DeliveryText: t('Oplevering najaar 2027', 'Livraison à l’automne 2027', 'Completion in autumn 2027', 'Fertigstellung im Herbst 2027'),
      TechnicalDescription: t(
        'Warmtepomp, zonnepanelen en driedubbele beglazing.',
        'Pompe à chaleur, panneaux solaires et triple vitrage.',
        'Heat pump, solar panels and triple glazing.',
        'Wärmepumpe, Solarmodule und Dreifachverglasung.',
      ),
      SituationDescription: t('Aan de Leie, vlak bij de Coupure.', 'Au bord de la Lys, près de la Coupure.', 'On the river Lys, near the Coupure.', 'An der Leie, nahe der Coupure.'),
      PublicAddress: true,
      Street: 'Coupure Rechts',
      HouseNumber: '120',
      PublishInternet: true,
    },
    units: [
      unit('A.0.01', 0, 1, 62, 289_000, STATUS.sold),
      unit('A.1.01', 1, 2, 88, 349_000),
      unit('A.1.02', 1, 2, 91, 359_000, STATUS.sold),
      unit('A.2.01', 2, 3, 112, 429_000),
      unit('A.3.01', 3, 3, 128, 519_000),
    ],
  },
  {
    id: 7_100_002,
    zip: '5000',
    city: 'Namur',
    style: 'villa',
    managerId: 4,
    pictures: [picture('front'), picture('garden')],
    documents: [DOCUMENTS.prices, DOCUMENTS.urban],
    record: {
      ProjectNumber: 'PR-2026-02',
      Name: t('Les Terrasses de Meuse', 'Les Terrasses de Meuse', 'Les Terrasses de Meuse', 'Les Terrasses de Meuse'),
      ShortDescription: t(
        'Vier nieuwbouwwoningen met tuin boven de Maas.',
        'Quatre maisons neuves avec jardin au-dessus de la Meuse.',
        'Four new houses with gardens above the Meuse.',
        'Vier Neubauhäuser mit Garten oberhalb der Maas.',
      ),
      Description: t(
        '<p>Vier halfopen woningen met drie slaapkamers en een tuin op het zuiden.</p>',
        '<p>Quatre maisons trois façades de trois chambres avec un jardin orienté au sud.</p>',
        '<p>Four semi-detached three-bedroom houses with south-facing gardens.</p>',
        '<p>Vier Doppelhaushälften mit drei Schlafzimmern und Südgarten.</p>',
      ),
      DeliveryText: t('Oplevering zomer 2027', 'Livraison à l’été 2027', 'Completion in summer 2027', 'Fertigstellung im Sommer 2027'),
      PublicAddress: false,
      PublishInternet: true,
    },
    units: [unit('Maison 1', 0, 3, 148, 395_000, STATUS.sold), unit('Maison 2', 0, 3, 148, 399_000), unit('Maison 3', 0, 3, 152, 409_000), unit('Maison 4', 0, 4, 171, 449_000)],
  },
];

/** The agency's people, as the CRM's user records hold them. */
export const MANAGERS = [
  { ID: 1, FirstName: 'Sofie', Name: 'Claes', Email: 'sofie.claes@immo-demo.example', Phone: '03 218 45 60', GSM: '0475 12 34 56', Function: t('Zaakvoerder', 'Gérante', 'Managing director', 'Geschäftsführerin') },
  { ID: 2, FirstName: 'Pieter', Name: 'Van den Broeck', Email: 'pieter.vandenbroeck@immo-demo.example', Phone: '09 225 31 40', GSM: '0486 55 21 09', Function: t('Vastgoedmakelaar', 'Agent immobilier', 'Estate agent', 'Immobilienmakler') },
  { ID: 3, FirstName: 'Julie', Name: 'Dubois', Email: 'julie.dubois@immo-demo.example', Phone: '02 640 12 88', GSM: '0497 80 44 12', Function: t('Vastgoedmakelaar', 'Agent immobilier', 'Estate agent', 'Immobilienmaklerin') },
  { ID: 4, FirstName: 'Marc', Name: 'Lambert', Email: 'marc.lambert@immo-demo.example', Phone: '081 22 45 10', GSM: '0471 33 90 21', Function: t('Vastgoedmakelaar', 'Agent immobilier', 'Estate agent', 'Immobilienmakler') },
  { ID: 5, FirstName: 'Lotte', Name: 'Peeters', Email: 'lotte.peeters@immo-demo.example', Phone: '050 33 12 70', GSM: '0468 21 77 30', Function: t('Verhuurbeheer', 'Gestion locative', 'Lettings', 'Vermietung') },
] as const;

/** An owner with a CRM account: CheckPersonLogin opens it, and the first listings are theirs. */
export const OWNER = { ID: 88_001, FirstName: 'Els', Name: 'Vermeulen', Email: 'els.vermeulen@example.be', Password: 'Leieboord-2026', LanguageId: 1, properties: 3 } as const;
