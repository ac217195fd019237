import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../core/i18n/languages.ts';
import { type Attribute, attributeGroups } from '../../core/property/attributes.ts';
import type { Orientation, Property } from '../../core/property/types.ts';
import { ATTRIBUTE_LABELS, GROUP_LABELS, ORIENTATION_NAMES, attributeLabel, groupLabel, orientationName } from './attribute-labels.ts';
import { completeProperty } from '../testing/fixtures.ts';
import { formatAttribute } from './format-attribute.ts';
import { i18nFor } from '../testing/render.tsx';

const NNBSP = '\u202f'; // French groups thousands with a narrow no-break space

type Case = [Attribute, Record<Language, string>];
const same = (text: string): Record<Language, string> => ({ nl: text, fr: text, en: text, de: text });

const CASES: Case[] = [
  [{ key: 'RegistrationRights', kind: 'currency', value: 7900 }, { nl: '€\u00a07.900', fr: `7${NNBSP}900\u00a0€`, en: '€7,900', de: '7.900\u00a0€' }],
  [{ key: 'ChargesOwner', kind: 'currency', value: 165.5 }, { nl: '€\u00a0165,50', fr: '165,50\u00a0€', en: '€165.50', de: '165,50\u00a0€' }],
  [{ key: 'SurfaceLiving', kind: 'area', value: 175 }, same('175 m²')],
  [{ key: 'SurfaceGround', kind: 'area', value: 1250.5 }, { nl: '1.250,5 m²', fr: `1${NNBSP}250,5 m²`, en: '1,250.5 m²', de: '1.250,5 m²' }],
  [{ key: 'PlotWidth', kind: 'length', value: 8.5 }, { nl: '8,5 m', fr: '8,5 m', en: '8.5 m', de: '8,5 m' }],
  [{ key: 'Bedrooms', kind: 'count', value: 3 }, same('3')],
  [{ key: 'ConstructionYear', kind: 'year', value: 2018 }, same('2018')],
  [{ key: 'EpcEndDate', kind: 'date', value: '2030-11-22' }, { nl: '22 november 2030', fr: '22 novembre 2030', en: '22 November 2030', de: '22. November 2030' }],
  // the first and last day of a year stay in their year, whatever the time zone
  [{ key: 'AsbestosDate', kind: 'date', value: '2026-01-01' }, { nl: '1 januari 2026', fr: '1 janvier 2026', en: '1 January 2026', de: '1. Januar 2026' }],
  [{ key: 'Garden', kind: 'yesNo', value: true }, { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' }],
  [{ key: 'Lift', kind: 'yesNo', value: false }, { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' }],
  [{ key: 'JudicialDecision', kind: 'judicial', value: 1 }, { nl: 'Ja', fr: 'Oui', en: 'Yes', de: 'Ja' }],
  [{ key: 'JudicialDecision', kind: 'judicial', value: 2 }, { nl: 'Op aanvraag', fr: 'Sur demande', en: 'On request', de: 'Auf Anfrage' }],
  [{ key: 'JudicialDecision', kind: 'judicial', value: 0 }, { nl: 'Nee', fr: 'Non', en: 'No', de: 'Nein' }],
  [{ key: 'GardenOrientation', kind: 'orientation', value: 'SW' }, { nl: 'Zuidwesten', fr: 'Sud-ouest', en: 'South-west', de: 'Südwesten' }],
  [{ key: 'TerraceOrientation', kind: 'orientation', value: 'N' }, { nl: 'Noorden', fr: 'Nord', en: 'North', de: 'Norden' }],
  [{ key: 'FloodPScore', kind: 'score', value: 'B' }, same('B')],
  [{ key: 'ELevel', kind: 'score', value: 30 }, same('30')],
  [
    { key: 'EnergyPerformance', kind: 'energy', value: 246 },
    { nl: '246 kWh/m².jaar', fr: '246 kWh/m².an', en: '246 kWh/m².year', de: '246 kWh/m².Jahr' },
  ],
  // an energy-positive home keeps its sign
  [
    { key: 'EnergyPerformance', kind: 'energy', value: -12 },
    { nl: '-12 kWh/m².jaar', fr: '-12 kWh/m².an', en: '-12 kWh/m².year', de: '-12 kWh/m².Jahr' },
  ],
  [
    { key: 'EpcTotal', kind: 'energyTotal', value: 43050 },
    { nl: '43.050 kWh/jaar', fr: `43${NNBSP}050 kWh/an`, en: '43,050 kWh/year', de: '43.050 kWh/Jahr' },
  ],
  [
    { key: 'CO2Emission', kind: 'co2', value: 47 },
    { nl: '47 kg CO₂/m².jaar', fr: '47 kg CO₂/m².an', en: '47 kg CO₂/m².year', de: '47 kg CO₂/m².Jahr' },
  ],
  [{ key: 'HeatingType', kind: 'text', value: { nl: 'Warmtepomp', fr: 'Pompe à chaleur' } }, { nl: 'Warmtepomp', fr: 'Pompe à chaleur', en: 'Warmtepomp', de: 'Warmtepomp' }],
  [{ key: 'Reference', kind: 'text', value: 'VK-2026-003' }, same('VK-2026-003')],
  [{ key: 'EPCLabelText', kind: 'epcLabel', value: 'a_plus' }, same('A+')],
  [
    { key: 'EpcStatus', kind: 'message', value: 'state.epcRequested' },
    { nl: 'EPC aangevraagd', fr: 'Certificat PEB demandé', en: 'Energy certificate requested', de: 'Energieausweis beantragt' },
  ],
];

describe('formatAttribute', () => {
  for (const [attribute, expected] of CASES) {
    for (const language of LANGUAGES) {
      it(`writes ${attribute.kind} ${JSON.stringify(attribute.value)} in ${language}`, () => {
        expect(formatAttribute(attribute, language, i18nFor(language))).toBe(expected[language]);
      });
    }
  }
});

describe('labels', () => {
  const groups = attributeGroups(completeProperty());

  it('the complete listing fills every group', () => {
    expect(groups.map((group) => group.key)).toEqual(Object.keys(GROUP_LABELS));
  });

  const keys = groups.flatMap((group) => group.attributes.map((attribute) => attribute.key));
  const orientations = Object.keys(ORIENTATION_NAMES) as Orientation[];

  for (const language of LANGUAGES) {
    it(`names every group, attribute and orientation in ${language}`, () => {
      const i18n = i18nFor(language);
      const descriptors = [
        ...groups.map((group) => groupLabel(group.key)),
        ...keys.map((key) => attributeLabel(key)),
        ...orientations.map((orientation) => orientationName(orientation)),
      ];
      // a translated message never reads as its id
      const untranslated = descriptors.filter((descriptor) => i18n._(descriptor) === descriptor.id || i18n._(descriptor).trim() === '');
      expect(untranslated).toEqual([]);
    });
  }

  it('has a name for every attribute a group can hold', () => {
    expect(keys.filter((key) => ATTRIBUTE_LABELS[key] === undefined)).toEqual([]);
  });

  it('has a label for the EPC label and for a certificate not yet there', () => {
    const requested = attributeGroups(completeProperty({ EpcStatus: 'requested' }));
    const energy = (list: typeof groups) => list.find((group) => group.key === 'energy')!.attributes.map((attribute) => attribute.key);
    expect(energy(groups)).toContain('EPCLabelText');
    expect(energy(requested)).toContain('EpcStatus');
    expect(ATTRIBUTE_LABELS.EPCLabelText).toBeDefined();
    expect(ATTRIBUTE_LABELS.EpcStatus).toBeDefined();
  });
});
