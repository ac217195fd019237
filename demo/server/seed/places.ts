/**
 * Real Belgian and Luxembourg streets, postcodes and municipalities for the demo
 * listings, with the region tree (`GET /reference/regions`) they hang in.
 * Coordinates are the town's centre; listings scatter a little around it.
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';

export type RegionCode = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg';

export interface RegionNode {
  ID: number;
  ParentID: number | null;
  Name: Translatable;
  code?: RegionCode;
}

/** Regions at the top, provinces (and the Grand Duchy's district) below them. */
export const REGION_TREE: readonly RegionNode[] = [
  { ID: 1, ParentID: null, code: 'flanders', Name: { nl: 'Vlaanderen', fr: 'Flandre', en: 'Flanders', de: 'Flandern' } },
  { ID: 11, ParentID: 1, Name: { nl: 'Antwerpen', fr: 'Anvers', en: 'Antwerp', de: 'Antwerpen' } },
  { ID: 12, ParentID: 1, Name: { nl: 'Limburg', fr: 'Limbourg', en: 'Limburg', de: 'Limburg' } },
  { ID: 13, ParentID: 1, Name: { nl: 'Oost-Vlaanderen', fr: 'Flandre-Orientale', en: 'East Flanders', de: 'Ostflandern' } },
  { ID: 14, ParentID: 1, Name: { nl: 'Vlaams-Brabant', fr: 'Brabant flamand', en: 'Flemish Brabant', de: 'Flämisch-Brabant' } },
  { ID: 15, ParentID: 1, Name: { nl: 'West-Vlaanderen', fr: 'Flandre-Occidentale', en: 'West Flanders', de: 'Westflandern' } },
  { ID: 2, ParentID: null, code: 'wallonia', Name: { nl: 'Wallonië', fr: 'Wallonie', en: 'Wallonia', de: 'Wallonien' } },
  { ID: 21, ParentID: 2, Name: { nl: 'Waals-Brabant', fr: 'Brabant wallon', en: 'Walloon Brabant', de: 'Wallonisch-Brabant' } },
  { ID: 22, ParentID: 2, Name: { nl: 'Henegouwen', fr: 'Hainaut', en: 'Hainaut', de: 'Hennegau' } },
  { ID: 23, ParentID: 2, Name: { nl: 'Luik', fr: 'Liège', en: 'Liège', de: 'Lüttich' } },
  { ID: 24, ParentID: 2, Name: { nl: 'Luxemburg (provincie)', fr: 'Luxembourg (province)', en: 'Luxembourg (province)', de: 'Luxemburg (Provinz)' } },
  { ID: 25, ParentID: 2, Name: { nl: 'Namen', fr: 'Namur', en: 'Namur', de: 'Namur' } },
  { ID: 3, ParentID: null, code: 'brussels', Name: { nl: 'Brussel', fr: 'Bruxelles', en: 'Brussels', de: 'Brüssel' } },
  { ID: 31, ParentID: 3, Name: { nl: 'Brussels Hoofdstedelijk Gewest', fr: 'Région de Bruxelles-Capitale', en: 'Brussels-Capital Region', de: 'Region Brüssel-Hauptstadt' } },
  { ID: 4, ParentID: null, code: 'luxembourg', Name: { nl: 'Groothertogdom Luxemburg', fr: 'Grand-Duché de Luxembourg', en: 'Grand Duchy of Luxembourg', de: 'Großherzogtum Luxemburg' } },
  { ID: 41, ParentID: 4, Name: { nl: 'District Luxemburg', fr: 'District de Luxembourg', en: 'Luxembourg District', de: 'Distrikt Luxemburg' } },
  { ID: 42, ParentID: 4, Name: { nl: 'District Diekirch', fr: 'District de Diekirch', en: 'Diekirch District', de: 'Distrikt Diekirch' } },
];

export interface Place {
  zip: string;
  city: string;
  /** province id of REGION_TREE */
  regionId: number;
  region: RegionCode;
  countryId: 10 | 50;
  streets: readonly string[];
  lat: number;
  lng: number;
  /** 0 rural … 1 city centre: drives prices and the mobiscore */
  urban: number;
}

const be = (
  zip: string,
  city: string,
  regionId: number,
  region: RegionCode,
  streets: string[],
  lat: number,
  lng: number,
  urban: number,
): Place => ({ zip, city, regionId, region, countryId: 10, streets, lat, lng, urban });

const lu = (zip: string, city: string, regionId: number, streets: string[], lat: number, lng: number, urban: number): Place => ({
  zip,
  city,
  regionId,
  region: 'luxembourg',
  countryId: 50,
  streets,
  lat,
  lng,
  urban,
});

export const PLACES: readonly Place[] = [
  // Flanders
  be('2000', 'Antwerpen', 11, 'flanders', ['Lange Gasthuisstraat', 'Kloosterstraat', 'Mechelsesteenweg'], 51.2194, 4.4025, 1),
  be('2018', 'Antwerpen', 11, 'flanders', ['Lange Leemstraat', 'Belgiëlei', 'Mercatorstraat'], 51.204, 4.412, 0.95),
  be('2600', 'Berchem', 11, 'flanders', ['Cogels-Osylei', 'Grote Steenweg'], 51.2003, 4.4297, 0.85),
  be('2500', 'Lier', 11, 'flanders', ['Antwerpsestraat', 'Kartuizersvest'], 51.1315, 4.57, 0.6),
  be('2800', 'Mechelen', 11, 'flanders', ['Bruul', 'Adegemstraat', 'Hanswijkstraat'], 51.0259, 4.4777, 0.8),
  be('2300', 'Turnhout', 11, 'flanders', ['Gasthuisstraat', 'Warandestraat'], 51.3226, 4.9447, 0.55),
  be('3500', 'Hasselt', 12, 'flanders', ['Kuringersteenweg', 'Demerstraat', 'Koningin Astridlaan'], 50.9307, 5.3378, 0.7),
  be('3600', 'Genk', 12, 'flanders', ['Stalenstraat', 'Weg naar As'], 50.965, 5.5008, 0.5),
  be('3700', 'Tongeren', 12, 'flanders', ['Maastrichterstraat', 'Sint-Truiderstraat'], 50.7806, 5.4641, 0.4),
  be('9000', 'Gent', 13, 'flanders', ['Coupure Links', 'Kortrijksesteenweg', 'Sint-Pietersnieuwstraat', 'Brabantdam'], 51.0543, 3.7174, 1),
  be('9050', 'Gentbrugge', 13, 'flanders', ['Brusselsesteenweg', 'Land van Rodelaan'], 51.038, 3.76, 0.75),
  be('9830', 'Sint-Martens-Latem', 13, 'flanders', ['Kortrijksesteenweg', 'Latemstraat'], 51.0156, 3.637, 0.2),
  be('9300', 'Aalst', 13, 'flanders', ['Kerkstraat', 'Gentsesteenweg'], 50.9378, 4.0403, 0.6),
  be('9100', 'Sint-Niklaas', 13, 'flanders', ['Stationsstraat', 'Parklaan'], 51.165, 4.1437, 0.6),
  be('3000', 'Leuven', 14, 'flanders', ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat'], 50.8798, 4.7005, 0.9),
  be('3080', 'Tervuren', 14, 'flanders', ['Brusselsesteenweg', 'Leuvensesteenweg'], 50.824, 4.514, 0.35),
  be('1500', 'Halle', 14, 'flanders', ['Basiliekstraat', 'Edingensesteenweg'], 50.7339, 4.2345, 0.5),
  be('1800', 'Vilvoorde', 14, 'flanders', ['Leuvensestraat', 'Mechelsesteenweg'], 50.9281, 4.4245, 0.6),
  be('1930', 'Zaventem', 14, 'flanders', ['Leuvensesteenweg', 'Hector Henneaulaan'], 50.884, 4.473, 0.5),
  be('8000', 'Brugge', 15, 'flanders', ['Langestraat', 'Ezelstraat', 'Gistelse Steenweg'], 51.2093, 3.2247, 0.8),
  be('8300', 'Knokke-Heist', 15, 'flanders', ['Lippenslaan', 'Zeedijk-Het Zoute'], 51.35, 3.287, 0.6),
  be('8400', 'Oostende', 15, 'flanders', ['Albert I-Promenade', 'Kapellestraat', 'Torhoutsesteenweg'], 51.23, 2.92, 0.75),
  be('8500', 'Kortrijk', 15, 'flanders', ['Doorniksestraat', 'Meensesteenweg'], 50.828, 3.265, 0.7),
  be('8800', 'Roeselare', 15, 'flanders', ['Ooststraat', 'Brugsesteenweg'], 50.946, 3.123, 0.55),
  // Wallonia
  be('1300', 'Wavre', 21, 'wallonia', ['Chaussée de Bruxelles', 'Rue du Commerce', 'Chaussée de Louvain'], 50.717, 4.612, 0.55),
  be('1410', 'Waterloo', 21, 'wallonia', ['Chaussée de Bruxelles', "Drève d'Argenteuil"], 50.715, 4.399, 0.5),
  be('1400', 'Nivelles', 21, 'wallonia', ['Rue de Namur', 'Boulevard de la Dodaine'], 50.598, 4.328, 0.5),
  be('1348', 'Louvain-la-Neuve', 21, 'wallonia', ['Rue des Wallons', 'Grand-Rue'], 50.669, 4.612, 0.65),
  be('5000', 'Namur', 25, 'wallonia', ['Rue de Fer', 'Avenue de la Plante', "Rue de l'Ange"], 50.4669, 4.8675, 0.75),
  be('5500', 'Dinant', 25, 'wallonia', ['Rue Adolphe Sax', 'Rue Grande'], 50.261, 4.912, 0.35),
  be('4000', 'Liège', 23, 'wallonia', ["Boulevard d'Avroy", 'Rue Saint-Gilles', 'Quai de Rome'], 50.6326, 5.5797, 0.9),
  be('4900', 'Spa', 23, 'wallonia', ['Avenue Reine Astrid', 'Rue Royale'], 50.492, 5.864, 0.3),
  be('6000', 'Charleroi', 22, 'wallonia', ['Boulevard Tirou', 'Rue de Marcinelle'], 50.4108, 4.4446, 0.8),
  be('7000', 'Mons', 22, 'wallonia', ['Rue de Nimy', "Rue d'Havré", 'Boulevard Dolez'], 50.4542, 3.9523, 0.7),
  be('7500', 'Tournai', 22, 'wallonia', ['Rue Royale', 'Rue de la Tête d’Or'], 50.606, 3.388, 0.6),
  be('6700', 'Arlon', 24, 'wallonia', ['Grand-Rue', 'Avenue de Longwy'], 49.6833, 5.8167, 0.5),
  be('6600', 'Bastogne', 24, 'wallonia', ['Rue du Sablon', 'Place McAuliffe'], 50.003, 5.719, 0.35),
  be('6940', 'Durbuy', 24, 'wallonia', ["Rue Comte d'Ursel", 'Rue Haute'], 50.352, 5.456, 0.15),
  // Brussels
  be('1000', 'Bruxelles', 31, 'brussels', ['Rue Royale', 'Rue Antoine Dansaert', 'Rue des Minimes'], 50.8467, 4.3525, 1),
  be('1050', 'Ixelles', 31, 'brussels', ['Avenue Louise', 'Rue du Bailli', 'Place Flagey'], 50.827, 4.372, 1),
  be('1180', 'Uccle', 31, 'brussels', ['Chaussée de Waterloo', 'Avenue de Fré', 'Rue Vanderkindere'], 50.8, 4.337, 0.85),
  be('1150', 'Woluwe-Saint-Pierre', 31, 'brussels', ['Avenue de Tervueren', 'Rue au Bois'], 50.835, 4.43, 0.8),
  be('1040', 'Etterbeek', 31, 'brussels', ["Avenue d'Auderghem", 'Rue des Champs'], 50.836, 4.389, 0.95),
  be('1030', 'Schaerbeek', 31, 'brussels', ['Boulevard Lambermont', 'Avenue Louis Bertrand'], 50.867, 4.377, 0.95),
  be('1060', 'Saint-Gilles', 31, 'brussels', ['Chaussée de Charleroi', 'Rue de la Victoire'], 50.827, 4.345, 1),
  be('1190', 'Forest', 31, 'brussels', ["Chaussée d'Alsemberg", 'Avenue Van Volxem'], 50.811, 4.324, 0.9),
  // Grand Duchy of Luxembourg
  lu('2449', 'Luxembourg', 41, ['Boulevard Royal'], 49.6116, 6.13, 1),
  lu('1930', 'Luxembourg', 41, ['Avenue de la Liberté'], 49.605, 6.129, 1),
  lu('4011', 'Esch-sur-Alzette', 41, ["Rue de l'Alzette"], 49.4958, 5.9806, 0.7),
  lu('8009', 'Strassen', 41, ["Route d'Arlon"], 49.62, 6.07, 0.6),
  lu('9050', 'Ettelbruck', 42, ['Grand-Rue'], 49.847, 6.104, 0.45),
];

export function placeOf(zip: string, city?: string): Place {
  const place = PLACES.find((candidate) => candidate.zip === zip && (city === undefined || candidate.city === city));
  if (!place) throw new Error(`No demo place ${zip} ${city ?? ''}`);
  return place;
}
