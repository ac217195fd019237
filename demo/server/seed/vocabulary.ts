/**
 * The CRM's translated value lists: property types (`GET /reference/types`), marquees,
 * price units and the comfort attributes a listing shows, in nl, fr, en and de.
 */
import type { Translatable } from '../../../core/i18n/translatable.ts';
import { withFrenchTypography } from '../../../core/i18n/text-style.ts';

type T = Translatable;
// French as French is typeset (a narrow no-break space before : ; ? !), however the line below is typed
const t = (nl: string, fr: string, en: string, de: string): T => ({ nl, fr: withFrenchTypography(fr), en, de });

export type Variant =
  | 'house'
  | 'villa'
  | 'apartment'
  | 'studio'
  | 'penthouse'
  | 'office'
  | 'commercial'
  | 'industrial'
  | 'land'
  | 'retail'
  | 'practice';

export interface TypeNode {
  ID: number;
  ParentID: number | null;
  Name: T;
  WebID: number;
}

/** Groups carry the spec's web ids 1–7; each type sits under the group of its web id. */
export const TYPE_TREE: readonly TypeNode[] = [
  { ID: 100, ParentID: null, WebID: 1, Name: t('Wonen', 'Résidentiel', 'Residential', 'Wohnen') },
  { ID: 101, ParentID: 100, WebID: 1, Name: t('Woning', 'Maison', 'House', 'Haus') },
  { ID: 102, ParentID: 100, WebID: 1, Name: t('Villa', 'Villa', 'Villa', 'Villa') },
  { ID: 103, ParentID: 100, WebID: 1, Name: t('Appartement', 'Appartement', 'Apartment', 'Wohnung') },
  { ID: 104, ParentID: 100, WebID: 1, Name: t('Studio', 'Studio', 'Studio', 'Studio') },
  { ID: 105, ParentID: 100, WebID: 1, Name: t('Penthouse', 'Penthouse', 'Penthouse', 'Penthouse') },
  { ID: 200, ParentID: null, WebID: 2, Name: t('Handel en kantoor', 'Commerce et bureau', 'Commercial and office', 'Gewerbe und Büro') },
  { ID: 201, ParentID: 200, WebID: 2, Name: t('Handelspand', 'Immeuble commercial', 'Commercial building', 'Geschäftshaus') },
  { ID: 300, ParentID: null, WebID: 3, Name: t('Industrie', 'Industriel', 'Industrial', 'Industrie') },
  { ID: 301, ParentID: 300, WebID: 3, Name: t('Bedrijfshal', 'Entrepôt', 'Industrial hall', 'Gewerbehalle') },
  { ID: 400, ParentID: null, WebID: 4, Name: t('Grond', 'Terrain', 'Land', 'Grundstück') },
  { ID: 401, ParentID: 400, WebID: 4, Name: t('Bouwgrond', 'Terrain à bâtir', 'Building plot', 'Baugrundstück') },
  { ID: 500, ParentID: null, WebID: 5, Name: t('Kantoor', 'Bureau', 'Office', 'Büro') },
  { ID: 501, ParentID: 500, WebID: 5, Name: t('Kantoorruimte', 'Bureaux', 'Office space', 'Bürofläche') },
  { ID: 600, ParentID: null, WebID: 6, Name: t('Winkel', 'Commerce de détail', 'Retail', 'Einzelhandel') },
  { ID: 601, ParentID: 600, WebID: 6, Name: t('Winkelruimte', 'Surface commerciale', 'Shop', 'Ladenlokal') },
  { ID: 700, ParentID: null, WebID: 7, Name: t('Vrij beroep', 'Profession libérale', 'Professional', 'Freie Berufe') },
  { ID: 701, ParentID: 700, WebID: 7, Name: t('Praktijkruimte', 'Espace profession libérale', 'Practice space', 'Praxisraum') },
];

export const TYPE_OF_VARIANT: Readonly<Record<Variant, number>> = {
  house: 101,
  villa: 102,
  apartment: 103,
  studio: 104,
  penthouse: 105,
  commercial: 201,
  industrial: 301,
  land: 401,
  office: 501,
  retail: 601,
  practice: 701,
};

export function typeNode(variant: Variant): TypeNode {
  return TYPE_TREE.find((node) => node.ID === TYPE_OF_VARIANT[variant])!;
}

export const MARQUEES = {
  new: { id: 1, name: t('Nieuw', 'Nouveau', 'New', 'Neu') },
  option: { id: 2, name: t('In optie', 'Sous option', 'Under option', 'Reserviert') },
  sold: { id: 3, name: t('Verkocht', 'Vendu', 'Sold', 'Verkauft') },
  rented: { id: 4, name: t('Verhuurd', 'Loué', 'Let', 'Vermietet') },
  priceDrop: { id: 5, name: t('Prijsdaling', 'Prix en baisse', 'Price reduced', 'Preis gesenkt') },
  openHouse: { id: 6, name: t('Opendeurdag', 'Portes ouvertes', 'Open house', 'Tag der offenen Tür') },
} as const;

/** PriceUnit codes of the CRM: 1 total price, 2 per month, 7 starting from (spec §3). */
export const PRICE_UNITS = {
  total: { id: 1, text: null },
  perMonth: { id: 2, text: t('per maand', 'par mois', 'per month', 'pro Monat') },
  startingFrom: { id: 7, text: t('vanaf', 'à partir de', 'starting from', 'ab') },
} as const;

/** A value of a list and how a sentence says it after "with" (German: dative) or "a". */
export interface Phrased {
  label: T;
  phrase: T;
}
const p = (label: T, phrase: T): Phrased => ({ label, phrase });

export const HEATING = {
  gas: p(
    t('Gas (condensatieketel)', 'Gaz (chaudière à condensation)', 'Gas (condensing boiler)', 'Gas (Brennwertkessel)'),
    t('een condensatieketel op gas', 'une chaudière gaz à condensation', 'a gas condensing boiler', 'einem Gas-Brennwertkessel'),
  ),
  heatPump: p(t('Warmtepomp', 'Pompe à chaleur', 'Heat pump', 'Wärmepumpe'), t('een warmtepomp', 'une pompe à chaleur', 'a heat pump', 'einer Wärmepumpe')),
  oil: p(t('Stookolie', 'Mazout', 'Heating oil', 'Heizöl'), t('verwarming op stookolie', 'un chauffage au mazout', 'oil-fired heating', 'einer Ölheizung')),
  underfloor: p(
    t('Vloerverwarming op warmtepomp', 'Chauffage au sol par pompe à chaleur', 'Underfloor heating with heat pump', 'Fußbodenheizung mit Wärmepumpe'),
    t('vloerverwarming op warmtepomp', 'un chauffage au sol par pompe à chaleur', 'underfloor heating with a heat pump', 'Fußbodenheizung mit Wärmepumpe'),
  ),
  electric: p(t('Elektrisch', 'Électrique', 'Electric', 'Elektrisch'), t('elektrische verwarming', 'un chauffage électrique', 'electric heating', 'einer Elektroheizung')),
  shared: p(
    t('Collectieve gasverwarming', 'Chauffage collectif au gaz', 'Shared gas heating', 'Gemeinschaftliche Gasheizung'),
    t('collectieve gasverwarming', 'un chauffage collectif au gaz', 'shared gas heating', 'einer gemeinschaftlichen Gasheizung'),
  ),
} as const;

export const KITCHENS = {
  open: p(
    t('Volledig ingerichte open keuken', 'Cuisine ouverte entièrement équipée', 'Fully fitted open kitchen', 'Voll ausgestattete offene Küche'),
    t('volledig ingerichte open keuken', 'cuisine ouverte entièrement équipée', 'fully fitted open kitchen', 'voll ausgestattete offene Küche'),
  ),
  island: p(
    t('Ingerichte keuken met eiland', 'Cuisine équipée avec îlot', 'Fitted kitchen with island', 'Einbauküche mit Kochinsel'),
    t('ingerichte keuken met eiland', 'cuisine équipée avec îlot', 'fitted kitchen with island', 'Einbauküche mit Kochinsel'),
  ),
  partly: p(
    t('Half ingerichte keuken', 'Cuisine semi-équipée', 'Partly fitted kitchen', 'Teilweise eingerichtete Küche'),
    t('half ingerichte keuken', 'cuisine semi-équipée', 'partly fitted kitchen', 'teilweise eingerichtete Küche'),
  ),
  toRenew: p(
    t('Te vernieuwen keuken', 'Cuisine à rénover', 'Kitchen to renew', 'Renovierungsbedürftige Küche'),
    t('keuken die aan vernieuwing toe is', 'cuisine à rénover', 'kitchen that needs renewing', 'renovierungsbedürftige Küche'),
  ),
} as const;

export const WINDOW_FRAMES = [
  t('PVC', 'PVC', 'PVC', 'Kunststoff'),
  t('Aluminium', 'Aluminium', 'Aluminium', 'Aluminium'),
  t('Hout', 'Bois', 'Wood', 'Holz'),
] as const;

export const GLAZING = {
  double: t('Dubbele beglazing', 'Double vitrage', 'Double glazing', 'Doppelverglasung'),
  triple: t('Driedubbele beglazing', 'Triple vitrage', 'Triple glazing', 'Dreifachverglasung'),
  single: t('Enkele beglazing', 'Simple vitrage', 'Single glazing', 'Einfachverglasung'),
} as const;

export const ROOF_TYPES = {
  gable: t('Zadeldak', 'Toiture à deux versants', 'Gable roof', 'Satteldach'),
  flat: t('Plat dak', 'Toit plat', 'Flat roof', 'Flachdach'),
  hip: t('Schilddak', 'Toiture à quatre versants', 'Hip roof', 'Walmdach'),
  mansard: t('Mansardedak', 'Toiture à la Mansart', 'Mansard roof', 'Mansarddach'),
  shed: t('Lessenaarsdak', 'Toiture à un versant', 'Mono-pitch roof', 'Pultdach'),
} as const;

/** What a roof is covered with, by the kind of roof it suits. */
export const ROOF_MATERIALS = {
  tiles: t('Pannen', 'Tuiles', 'Tiles', 'Dachziegel'),
  slate: t('Leien', 'Ardoises', 'Slate', 'Schiefer'),
  epdm: t('EPDM', 'EPDM', 'EPDM', 'EPDM'),
  bitumen: t('Roofing (bitumen)', 'Roofing (bitume)', 'Bitumen felt', 'Bitumenbahnen'),
  green: t('Groendak', 'Toiture végétalisée', 'Green roof', 'Gründach'),
  zinc: t('Zink', 'Zinc', 'Zinc', 'Zink'),
  steel: t('Sandwichpanelen', 'Panneaux sandwich', 'Sandwich panels', 'Sandwichpaneele'),
} as const;

export const ROOF_CONDITIONS = {
  good: t('Goed', 'Bon état', 'Good', 'Gut'),
  renewed: t('Recent vernieuwd en geïsoleerd', 'Récemment rénovée et isolée', 'Recently renewed and insulated', 'Kürzlich erneuert und gedämmt'),
  toRenew: t('Te vernieuwen', 'À renouveler', 'To be renewed', 'Erneuerungsbedürftig'),
} as const;

export const FLOORS = {
  parquet: p(t('Parket', 'Parquet', 'Parquet', 'Parkett'), t('parket', 'parquet', 'parquet', 'Parkett')),
  tiles: p(t('Tegels', 'Carrelage', 'Tiles', 'Fliesen'), t('tegels', 'carrelage', 'tiles', 'Fliesen')),
  concrete: p(t('Gepolierde beton', 'Béton poli', 'Polished concrete', 'Geschliffener Beton'), t('gepolierde betonvloer', 'béton poli', 'polished concrete', 'geschliffenem Beton')),
  laminate: p(t('Laminaat', 'Stratifié', 'Laminate', 'Laminat'), t('laminaat', 'stratifié', 'laminate', 'Laminat')),
  stone: p(t('Natuursteen', 'Pierre naturelle', 'Natural stone', 'Naturstein'), t('natuursteen', 'pierre naturelle', 'natural stone', 'Naturstein')),
} as const;

export const ASBESTOS = [
  t('Asbestveilig', 'Sans risque amiante', 'Asbestos-safe', 'Asbestsicher'),
  t('Niet asbestveilig: asbesthoudende golfplaten op de berging', "Présence d’amiante : plaques ondulées sur la remise", 'Not asbestos-safe: corrugated sheets on the shed', 'Nicht asbestsicher: asbesthaltige Wellplatten auf dem Schuppen'),
  t('Geen asbest aangetroffen', "Pas d’amiante constaté", 'No asbestos found', 'Kein Asbest festgestellt'),
] as const;

export const PLANNING = [
  t('Woongebied', "Zone d’habitat", 'Residential area', 'Wohngebiet'),
  t('Woongebied met landelijk karakter', "Zone d’habitat à caractère rural", 'Residential area of rural character', 'Wohngebiet mit ländlichem Charakter'),
  t('Gebied voor ambachtelijke bedrijven en kmo’s', "Zone d’activité économique mixte", 'Area for crafts and small businesses', 'Gebiet für Handwerk und KMU'),
  t('Centrumgebied', 'Zone de centre', 'Town centre area', 'Zentrumsgebiet'),
] as const;

export const SERVITUDES = [
  t('Geen erfdienstbaarheden gekend', 'Aucune servitude connue', 'No known easements', 'Keine bekannten Dienstbarkeiten'),
  t('Recht van doorgang voor de achterliggende tuin', 'Droit de passage vers le jardin arrière voisin', 'Right of way to the neighbouring back garden', 'Wegerecht zum dahinterliegenden Garten'),
] as const;

export const AVAILABLE_FROM = [
  t('Onmiddellijk', 'Immédiatement', 'Immediately', 'Sofort'),
  t('Mits inachtneming van de huurders', 'Moyennant respect des locataires', 'Subject to the current tenants', 'Unter Berücksichtigung der Mieter'),
  t('Bij akte', "À l’acte", 'On signing the deed', 'Bei Beurkundung'),
  t('In overleg', 'À convenir', 'By arrangement', 'Nach Vereinbarung'),
] as const;

export const CAPTIONS = {
  front: t('Voorgevel', 'Façade avant', 'Front', 'Vorderansicht'),
  dusk: t('Bij valavond', 'À la tombée du jour', 'At dusk', 'In der Abenddämmerung'),
  garden: t('Tuin', 'Jardin', 'Garden', 'Garten'),
  living: t('Leefruimte', 'Espace de vie', 'Living area', 'Wohnbereich'),
  kitchen: t('Keuken', 'Cuisine', 'Kitchen', 'Küche'),
  dining: t('Eethoek', 'Coin repas', 'Dining area', 'Essbereich'),
  plot: t('Perceel', 'Parcelle', 'Plot', 'Grundstück'),
  interior: t('Binnenzicht', 'Vue intérieure', 'Interior', 'Innenansicht'),
  bedroom: t('Slaapkamer', 'Chambre', 'Bedroom', 'Schlafzimmer'),
  bathroom: t('Badkamer', 'Salle de bains', 'Bathroom', 'Badezimmer'),
  terrace: t('Terras', 'Terrasse', 'Terrace', 'Terrasse'),
  street: t('Straatzicht', 'Vue depuis la rue', 'From the street', 'Straßenansicht'),
  hall: t('Hal', 'Hall', 'Hall', 'Halle'),
  offices: t('Kantoren', 'Bureaux', 'Offices', 'Büros'),
} as const;

export const DOCUMENT_NAMES = {
  brochure: t('Brochure', 'Brochure', 'Brochure', 'Broschüre'),
  epc: t('Energieprestatiecertificaat', 'Certificat de performance énergétique', 'Energy performance certificate', 'Energieausweis'),
  asbestos: t('Asbestinventarisattest', "Attestation d’inventaire amiante", 'Asbestos inventory certificate', 'Asbestinventarbescheinigung'),
  electricity: t('Keuringsverslag elektriciteit', "Rapport de contrôle de l’installation électrique", 'Electrical inspection report', 'Prüfbericht Elektroinstallation'),
  soil: t('Bodemattest', 'Attestation du sol', 'Soil certificate', 'Bodenbescheinigung'),
  plans: t('Plannen', 'Plans', 'Floor plans', 'Grundrisse'),
  priceList: t('Prijslijst', 'Liste de prix', 'Price list', 'Preisliste'),
  specification: t('Lastenboek', 'Cahier des charges', 'Specification', 'Baubeschreibung'),
} as const;
