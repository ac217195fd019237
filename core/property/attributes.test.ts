import { describe, expect, it } from 'vitest';
import { sourceMessages } from '../messages/source.ts';
import { type Attribute, attributeGroups, costsEstimated, judicialMessage, yesNoMessage } from './attributes.ts';
import type { Property } from './types.ts';

/** A property with nothing filled in beyond what every listing has. */
function bare(overrides: Partial<Property> = {}): Property {
  const empty = {
    ID: 1, PublishPrice: true, Price: 250000, PriceUnit: null, PriceUnitText: null, Marquee: null, MarqueeName: null,
    PublishAddress: true, Street: 'Kerkstraat', HouseNumber: '1', BoxNr: null, Zip: '2000', City: 'Antwerpen',
    CountryID: 10, CountryName: 'België', EnergyPerformance: null, EPCLabelText: null,
    Goal: 0, WebID: 1, TypeName: { nl: 'Huis' }, Title: { nl: 'Huis' }, Teaser: null, Bedrooms: null, Bathrooms: null,
    SurfaceLiving: null, SurfaceGround: null, MainPicture: null, Status: 'available', Latitude: null, Longitude: null,
    RegionID: null, CreatedAt: '2024-03-01T10:00:00+01:00',
    Code: null, Reference: null, Description: { nl: '' }, AvailableFrom: null, StartPrice: null, ChargesOwner: null,
    ChargesRenter: null, DepositAmount: null, AgencyCost: null, VatValue: null, VatRegime: null, NotaryFeeExclVat: null,
    NotaryFeeInclVat: null, RegistrationRights: null, RealEstateTax: null, ConstructionCost: null, ShowerRooms: null,
    Toilets: null, Garages: null, ParkingsInside: null, ParkingsOutside: null, Floors: null, ExtraRooms: null,
    Facades: null, SurfaceTotal: null, SurfaceConstructed: null, SurfaceStore: null, SurfaceTerrace: null,
    SurfaceGarden: null, FrontWidth: null, PlotWidth: null, TerraceOrientation: null, GardenOrientation: null,
    ConstructionYear: null, RenovationYear: null, HeatingType: null, Kitchen: null, WindowFrames: null, Glazing: null,
    RoofType: null, RoofMaterial: null, RoofCondition: null, FloorCovering: null, EpcStatus: 'available', EpcTotal: null,
    EpcCertificateNumber: null, ELevel: null, EpcEndDate: null, CO2Emission: null, FloodZone: null, RiparianZone: null,
    FloodRiskArea: null, FloodGScore: null, FloodPScore: null, AsbestosType: null, AsbestosDate: null,
    GasCertificate: null, ElectricityCertificate: null, SoilCertificate: null, PlanningInformation: null,
    Servitudes: null, Inventory: null, Gas: null, Water: null, Lift: null, Cellar: null, Terrace: null, Garden: null,
    Attic: null, Furnished: null, Permit: null, AllotmentPermit: null, Summons: null, PreemptiveRights: null,
    JudicialDecision: null, Pictures: [], Documents: [], VideoUrl: null, VirtualTourUrl: null, Manager: null,
    Mobiscore: null,
  } satisfies Property;
  return { ...empty, ...overrides };
}

const keysOf = (groups: ReturnType<typeof attributeGroups>) =>
  Object.fromEntries(groups.map((group) => [group.key, group.attributes.map((attribute) => attribute.key)]));

describe('attributeGroups', () => {
  it('a listing with nothing filled in has no groups', () => {
    expect(attributeGroups(bare())).toEqual([]);
  });

  it('groups a full listing in reading order', () => {
    const groups = attributeGroups(
      bare({
        Reference: 'AG-1024', ConstructionYear: 1968, RenovationYear: 2021, Facades: 3,
        StartPrice: 240000, RegistrationRights: 30000, NotaryFeeInclVat: 4200, VatRegime: false,
        SurfaceLiving: 180, SurfaceGround: 640, SurfaceTerrace: 20, TerraceOrientation: 'SW', FrontWidth: 9.5,
        Bedrooms: 4, Bathrooms: 2, Garages: 1,
        HeatingType: { nl: 'Gas', fr: 'Gaz' }, Glazing: { nl: 'Dubbel glas' },
        EnergyPerformance: 150, EpcTotal: 27000, CO2Emission: 32, EpcEndDate: '2034-02-01',
        PlanningInformation: { nl: 'Woongebied' }, Permit: true, Summons: false, FloodZone: false, FloodPScore: 'A', FloodGScore: 'A',
        AsbestosDate: '2023-05-10', SoilCertificate: true,
        Gas: true, Lift: false, Garden: true,
        JudicialDecision: 0,
      }),
    );
    expect(groups.map((group) => group.key)).toEqual([
      'general', 'financial', 'surfaces', 'rooms', 'comfort', 'energy', 'planning', 'features', 'judicial',
    ]);
    expect(keysOf(groups)).toEqual({
      general: ['Reference', 'ConstructionYear', 'RenovationYear', 'Facades'],
      // the duties and the notary's costs: worked out on the page (costsEstimated), not the CRM's bare figures
      financial: ['StartPrice', 'VatRegime'],
      surfaces: ['SurfaceLiving', 'SurfaceGround', 'SurfaceTerrace', 'TerraceOrientation', 'FrontWidth'],
      rooms: ['Bedrooms', 'Bathrooms', 'Garages'],
      comfort: ['HeatingType', 'Glazing'],
      energy: ['EPCLabelText', 'EnergyPerformance', 'EpcTotal', 'CO2Emission', 'EpcEndDate'],
      planning: ['PlanningInformation', 'Permit', 'Summons', 'FloodZone', 'FloodPScore', 'FloodGScore', 'AsbestosDate', 'SoilCertificate'],
      features: ['Gas', 'Lift', 'Garden'],
      judicial: ['JudicialDecision'],
    });
  });

  it.each<[Partial<Property>, Attribute]>([
    [{ StartPrice: 240000 }, { key: 'StartPrice', kind: 'currency', value: 240000 }],
    [{ SurfaceLiving: 180 }, { key: 'SurfaceLiving', kind: 'area', value: 180 }],
    [{ PlotWidth: 12.5 }, { key: 'PlotWidth', kind: 'length', value: 12.5 }],
    [{ Toilets: 2 }, { key: 'Toilets', kind: 'count', value: 2 }],
    [{ ConstructionYear: 1968 }, { key: 'ConstructionYear', kind: 'year', value: 1968 }],
    [{ EpcEndDate: '2034-02-01' }, { key: 'EpcEndDate', kind: 'date', value: '2034-02-01' }],
    [{ Kitchen: { nl: 'Ingericht' } }, { key: 'Kitchen', kind: 'text', value: { nl: 'Ingericht' } }],
    [{ Code: 'X12' }, { key: 'Code', kind: 'text', value: 'X12' }],
    [{ Cellar: true }, { key: 'Cellar', kind: 'yesNo', value: true }],
    [{ GardenOrientation: 'S' }, { key: 'GardenOrientation', kind: 'orientation', value: 'S' }],
    [{ FloodGScore: ' B ' }, { key: 'FloodGScore', kind: 'score', value: 'B' }],
    [{ ELevel: 45 }, { key: 'ELevel', kind: 'score', value: 45 }],
    [{ EnergyPerformance: 0 }, { key: 'EnergyPerformance', kind: 'energy', value: 0 }],
    [{ EpcTotal: 18000 }, { key: 'EpcTotal', kind: 'energyTotal', value: 18000 }],
    [{ CO2Emission: 25 }, { key: 'CO2Emission', kind: 'co2', value: 25 }],
    [{ JudicialDecision: 2 }, { key: 'JudicialDecision', kind: 'judicial', value: 2 }],
  ])('%j → %j', (overrides, attribute) => {
    const all = attributeGroups(bare(overrides)).flatMap((group) => group.attributes);
    expect(all).toContainEqual(attribute);
  });

  it.each<[Partial<Property>]>([
    [{ Bedrooms: 0 }],
    [{ SurfaceLiving: -1 }],
    [{ DepositAmount: 0 }],
    [{ ConstructionYear: 0 }],
    [{ Facades: NaN }],
    [{ Reference: '  ' }],
    [{ HeatingType: { nl: '', fr: ' ' } }],
    [{ EpcEndDate: 'soon' }],
    [{ TerraceOrientation: 'up' as never }],
    [{ FloodPScore: '' }],
    [{ JudicialDecision: 3 as never }],
    [{ Lift: 'yes' as never }],
    [{ EpcTotal: Infinity }],
  ])('%j has no value', (overrides) => {
    expect(attributeGroups(bare(overrides))).toEqual([]);
  });

  it('keeps the answers "no": false and a judicial decision of 0', () => {
    const all = attributeGroups(bare({ Furnished: false, JudicialDecision: 0 })).flatMap((group) => group.attributes);
    expect(all).toEqual([
      { key: 'Furnished', kind: 'yesNo', value: false },
      { key: 'JudicialDecision', kind: 'judicial', value: 0 },
    ]);
  });

  it('shows the start price only when prices are published', () => {
    expect(keysOf(attributeGroups(bare({ StartPrice: 200000, PublishPrice: false })))).toEqual({});
    expect(keysOf(attributeGroups(bare({ StartPrice: 200000, PublishPrice: true })))).toEqual({ financial: ['StartPrice'] });
  });

  it('never lists the price itself: the price line does, under its own rules', () => {
    const keys = attributeGroups(bare({ Price: 250000, Bedrooms: 2 })).flatMap((group) => group.attributes.map((a) => a.key));
    expect(keys).not.toContain('Price');
  });

  describe('the EPC line', () => {
    const energy = (overrides: Partial<Property>) =>
      attributeGroups(bare(overrides)).find((group) => group.key === 'energy')?.attributes ?? [];

    it.each([
      ['2000', 150, 'b'], // Flanders
      ['5000', 150, 'b'], // Wallonia
      ['1000', 150, 'c_min'], // Brussels
    ])('zip %s, %j kWh/m².year → label %s first', (Zip, EnergyPerformance, label) => {
      expect(energy({ Zip, EnergyPerformance })[0]).toEqual({ key: 'EPCLabelText', kind: 'epcLabel', value: label });
    });

    it('Luxembourg shows its text label', () => {
      expect(energy({ CountryID: 50, EPCLabelText: 'C', EnergyPerformance: null })).toEqual([
        { key: 'EPCLabelText', kind: 'epcLabel', value: 'C' },
      ]);
    });

    it.each([
      ['requested', 'state.epcRequested'],
      ['not_applicable', 'state.epcNotApplicable'],
    ] as const)('a certificate %s shows its message instead of a label', (EpcStatus, message) => {
      expect(energy({ EpcStatus, EnergyPerformance: 150 })).toEqual([
        { key: 'EpcStatus', kind: 'message', value: message },
        { key: 'EnergyPerformance', kind: 'energy', value: 150 },
      ]);
    });
  });

  it('never throws on what is not a property', () => {
    expect(attributeGroups(null as never)).toEqual([]);
    expect(attributeGroups({} as never)).toEqual([]);
  });
});

describe('answer messages', () => {
  it.each([
    [1, 'Yes'],
    [2, 'On request'],
    [0, 'No'],
  ] as const)('judicial decision %j reads %j', (value, text) => {
    expect(sourceMessages[judicialMessage(value)]).toBe(text);
  });

  it('yes/no', () => {
    expect(sourceMessages[yesNoMessage(true)]).toBe('Yes');
    expect(sourceMessages[yesNoMessage(false)]).toBe('No');
  });
});

describe('the costs of a purchase', () => {
  const costs = { RegistrationRights: 30000, NotaryFeeExclVat: 3500, NotaryFeeInclVat: 4200 };
  it.each([
    ['a home for sale in Flanders', { Zip: '2000' }, true],
    ['a home for sale in Wallonia', { Zip: '1300' }, true],
    ['a home for sale in Brussels', { Zip: '1030' }, true],
    ['a home for rent', { Zip: '2000', Goal: 1 }, false],
    ['a home sold', { Zip: '2000', Status: 'sold' }, false],
    ['a home in Luxembourg', { Zip: '1930', CountryID: 50 }, false],
    ['a home abroad', { Zip: '75001', CountryID: 33 }, false],
  ] as const)('of %s are worked out on its page: %s', (_, overrides, estimated) => {
    const property = bare({ ...costs, ...overrides } as Partial<Property>);
    expect(costsEstimated(property)).toBe(estimated);
    const financial = attributeGroups(property).find((group) => group.key === 'financial')?.attributes.map((attribute) => attribute.key) ?? [];
    // where the page works them out, the CRM's figures are not shown as facts of their own
    if (estimated) expect(financial).toEqual([]);
    else expect(financial.length).toBeGreaterThanOrEqual(0);
  });

  it('keeps the CRM’s figures where the page works nothing out: Luxembourg’s registration duties', () => {
    const financial = attributeGroups(bare({ ...costs, Zip: '1930', CountryID: 50 })).find((group) => group.key === 'financial')!;
    expect(financial.attributes.map((attribute) => attribute.key)).toEqual(['RegistrationRights']);
  });
});
