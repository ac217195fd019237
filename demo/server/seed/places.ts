/**
 * Real Belgian and Luxembourg streets, postcodes and municipalities for the demo
 * listings, with the region tree (`GET /reference/regions`) they hang in.
 * Coordinates are the town's centre; listings scatter a little around it.
 */
import type { TreeItemSource } from '../../../core/api/contract.ts';
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { municipalitiesOfZip, PLACES as OFFICIAL_PLACES, type PlaceLevel, type PlaceNode, placeAndAncestors } from '../geo/places.ts';

export type RegionCode = 'flanders' | 'wallonia' | 'brussels' | 'luxembourg';

export interface RegionNode {
  ID: number;
  ParentID: number | null;
  Name: Translatable;
  Level: PlaceLevel;
  Postcodes: PlaceNode['postcodes'];
}

/** The region tree of `GET /reference/regions`: the official places (demo/server/geo/places.ts). */
export const REGION_TREE: readonly RegionNode[] = OFFICIAL_PLACES.map((place) => ({ ID: place.id, ParentID: place.parent, Name: place.name, Level: place.level, Postcodes: place.postcodes }));

/** The region tree as the catalogue stores a reference tree (the seed's, and a CRM's that names no places of its own). */
export const regionTreeItems = (): TreeItemSource[] => REGION_TREE.map((node) => ({ ...node, WebID: null, Postcodes: node.Postcodes ?? undefined }));

export interface Place {
  zip: string;
  city: string;
  /** the municipality's id in REGION_TREE (its NIS code in Belgium) */
  regionId: number;
  /** the province's (Brussels: the region's) */
  provinceId: number;
  region: RegionCode;
  countryId: 10 | 50;
  streets: readonly string[];
  lat: number;
  lng: number;
  /** 0 rural … 1 city centre: drives prices and the mobiscore */
  urban: number;
}

/** The municipality of a Belgian postcode, from the official list; `city` settles a postcode shared by two. */
function municipalityOf(zip: string, city: string): number {
  const found = municipalitiesOfZip(zip);
  const named = found.filter((place) => place.postcodes!.some((entry) => entry.zip === zip && entry.localities.includes(city)));
  const [place] = found.length === 1 ? found : named;
  if (!place) throw new Error(`No municipality for ${zip} ${city}`);
  return place.id;
}

/** The province above a place, or the region for Brussels and the Grand Duchy. */
function provinceOf(id: number): number {
  const chain = placeAndAncestors(id);
  return chain.find((place) => OFFICIAL_PLACES.find((node) => node.id === place)!.level === 'province') ?? chain[chain.length - 1]!;
}

const be = (zip: string, city: string, region: RegionCode, streets: string[], lat: number, lng: number, urban: number): Place => {
  const regionId = municipalityOf(zip, city);
  return { zip, city, regionId, provinceId: provinceOf(regionId), region, countryId: 10, streets, lat, lng, urban };
};

const lu = (zip: string, city: string, regionId: number, streets: string[], lat: number, lng: number, urban: number): Place => ({
  zip,
  city,
  regionId,
  provinceId: provinceOf(regionId),
  region: 'luxembourg',
  countryId: 50,
  streets,
  lat,
  lng,
  urban,
});

export const PLACES: readonly Place[] = [
  // Flanders
  be('2000', 'Antwerpen', 'flanders', ['Lange Gasthuisstraat', 'Kloosterstraat', 'Mechelsesteenweg'], 51.2194, 4.4025, 1),
  be('2018', 'Antwerpen', 'flanders', ['Lange Leemstraat', 'Belgiëlei', 'Mercatorstraat'], 51.204, 4.412, 0.95),
  be('2600', 'Berchem', 'flanders', ['Cogels-Osylei', 'Grote Steenweg'], 51.2003, 4.4297, 0.85),
  be('2500', 'Lier', 'flanders', ['Antwerpsestraat', 'Kartuizersvest'], 51.1315, 4.57, 0.6),
  be('2800', 'Mechelen', 'flanders', ['Bruul', 'Adegemstraat', 'Hanswijkstraat'], 51.0259, 4.4777, 0.8),
  be('2300', 'Turnhout', 'flanders', ['Gasthuisstraat', 'Warandestraat'], 51.3226, 4.9447, 0.55),
  be('3500', 'Hasselt', 'flanders', ['Kuringersteenweg', 'Demerstraat', 'Koningin Astridlaan'], 50.9307, 5.3378, 0.7),
  be('3600', 'Genk', 'flanders', ['Stalenstraat', 'Weg naar As'], 50.965, 5.5008, 0.5),
  be('3700', 'Tongeren', 'flanders', ['Maastrichterstraat', 'Sint-Truiderstraat'], 50.7806, 5.4641, 0.4),
  be('9000', 'Gent', 'flanders', ['Coupure Links', 'Kortrijksesteenweg', 'Sint-Pietersnieuwstraat', 'Brabantdam'], 51.0543, 3.7174, 1),
  be('9050', 'Gentbrugge', 'flanders', ['Brusselsesteenweg', 'Land van Rodelaan'], 51.038, 3.76, 0.75),
  be('9830', 'Sint-Martens-Latem', 'flanders', ['Kortrijksesteenweg', 'Latemstraat'], 51.0156, 3.637, 0.2),
  be('9300', 'Aalst', 'flanders', ['Kerkstraat', 'Gentsesteenweg'], 50.9378, 4.0403, 0.6),
  be('9100', 'Sint-Niklaas', 'flanders', ['Stationsstraat', 'Parklaan'], 51.165, 4.1437, 0.6),
  be('3000', 'Leuven', 'flanders', ['Naamsestraat', 'Tiensestraat', 'Brusselsestraat'], 50.8798, 4.7005, 0.9),
  be('3080', 'Tervuren', 'flanders', ['Brusselsesteenweg', 'Leuvensesteenweg'], 50.824, 4.514, 0.35),
  be('1500', 'Halle', 'flanders', ['Basiliekstraat', 'Edingensesteenweg'], 50.7339, 4.2345, 0.5),
  be('1800', 'Vilvoorde', 'flanders', ['Leuvensestraat', 'Mechelsesteenweg'], 50.9281, 4.4245, 0.6),
  be('1930', 'Zaventem', 'flanders', ['Leuvensesteenweg', 'Hector Henneaulaan'], 50.884, 4.473, 0.5),
  be('8000', 'Brugge', 'flanders', ['Langestraat', 'Ezelstraat', 'Gistelse Steenweg'], 51.2093, 3.2247, 0.8),
  be('8300', 'Knokke-Heist', 'flanders', ['Lippenslaan', 'Zeedijk-Het Zoute'], 51.35, 3.287, 0.6),
  be('8400', 'Oostende', 'flanders', ['Albert I-Promenade', 'Kapellestraat', 'Torhoutsesteenweg'], 51.23, 2.92, 0.75),
  be('8500', 'Kortrijk', 'flanders', ['Doorniksestraat', 'Meensesteenweg'], 50.828, 3.265, 0.7),
  be('8800', 'Roeselare', 'flanders', ['Ooststraat', 'Brugsesteenweg'], 50.946, 3.123, 0.55),
  // Wallonia
  be('1300', 'Wavre', 'wallonia', ['Chaussée de Bruxelles', 'Rue du Commerce', 'Chaussée de Louvain'], 50.717, 4.612, 0.55),
  be('1410', 'Waterloo', 'wallonia', ['Chaussée de Bruxelles', "Drève d'Argenteuil"], 50.715, 4.399, 0.5),
  be('1400', 'Nivelles', 'wallonia', ['Rue de Namur', 'Boulevard de la Dodaine'], 50.598, 4.328, 0.5),
  be('1348', 'Louvain-la-Neuve', 'wallonia', ['Rue des Wallons', 'Grand-Rue'], 50.669, 4.612, 0.65),
  be('5000', 'Namur', 'wallonia', ['Rue de Fer', 'Avenue de la Plante', "Rue de l'Ange"], 50.4669, 4.8675, 0.75),
  be('5500', 'Dinant', 'wallonia', ['Rue Adolphe Sax', 'Rue Grande'], 50.261, 4.912, 0.35),
  be('4000', 'Liège', 'wallonia', ["Boulevard d'Avroy", 'Rue Saint-Gilles', 'Quai de Rome'], 50.6326, 5.5797, 0.9),
  be('4900', 'Spa', 'wallonia', ['Avenue Reine Astrid', 'Rue Royale'], 50.492, 5.864, 0.3),
  be('6000', 'Charleroi', 'wallonia', ['Boulevard Tirou', 'Rue de Marcinelle'], 50.4108, 4.4446, 0.8),
  be('7000', 'Mons', 'wallonia', ['Rue de Nimy', "Rue d'Havré", 'Boulevard Dolez'], 50.4542, 3.9523, 0.7),
  be('7500', 'Tournai', 'wallonia', ['Rue Royale', 'Rue de la Tête d’Or'], 50.606, 3.388, 0.6),
  be('6700', 'Arlon', 'wallonia', ['Grand-Rue', 'Avenue de Longwy'], 49.6833, 5.8167, 0.5),
  be('6600', 'Bastogne', 'wallonia', ['Rue du Sablon', 'Place McAuliffe'], 50.003, 5.719, 0.35),
  be('6940', 'Durbuy', 'wallonia', ["Rue Comte d'Ursel", 'Rue Haute'], 50.352, 5.456, 0.15),
  // Brussels
  be('1000', 'Bruxelles', 'brussels', ['Rue Royale', 'Rue Antoine Dansaert', 'Rue des Minimes'], 50.8467, 4.3525, 1),
  be('1050', 'Ixelles', 'brussels', ['Avenue Louise', 'Rue du Bailli', 'Place Flagey'], 50.827, 4.372, 1),
  be('1180', 'Uccle', 'brussels', ['Chaussée de Waterloo', 'Avenue de Fré', 'Rue Vanderkindere'], 50.8, 4.337, 0.85),
  be('1150', 'Woluwe-Saint-Pierre', 'brussels', ['Avenue de Tervueren', 'Rue au Bois'], 50.835, 4.43, 0.8),
  be('1040', 'Etterbeek', 'brussels', ["Avenue d'Auderghem", 'Rue des Champs'], 50.836, 4.389, 0.95),
  be('1030', 'Schaerbeek', 'brussels', ['Boulevard Lambermont', 'Avenue Louis Bertrand'], 50.867, 4.377, 0.95),
  be('1060', 'Saint-Gilles', 'brussels', ['Chaussée de Charleroi', 'Rue de la Victoire'], 50.827, 4.345, 1),
  be('1190', 'Forest', 'brussels', ["Chaussée d'Alsemberg", 'Avenue Van Volxem'], 50.811, 4.324, 0.9),
  // Grand Duchy of Luxembourg
  lu('2449', 'Luxembourg', 100_001, ['Boulevard Royal'], 49.6116, 6.13, 1),
  lu('1930', 'Luxembourg', 100_001, ['Avenue de la Liberté'], 49.605, 6.129, 1),
  lu('4011', 'Esch-sur-Alzette', 100_002, ["Rue de l'Alzette"], 49.4958, 5.9806, 0.7),
  lu('8009', 'Strassen', 100_003, ["Route d'Arlon"], 49.62, 6.07, 0.6),
  lu('9050', 'Ettelbruck', 100_004, ['Grand-Rue'], 49.847, 6.104, 0.45),
];

export function placeOf(zip: string, city?: string): Place {
  const place = PLACES.find((candidate) => candidate.zip === zip && (city === undefined || candidate.city === city));
  if (!place) throw new Error(`No demo place ${zip} ${city ?? ''}`);
  return place;
}
