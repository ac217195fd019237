// The demo data covers what the widgets must show: every type, goal, state, region,
// EPC class, marquee and price unit; hidden prices and addresses; four languages.
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import { EPC_SCALES, epcLabel, epcScheme } from '../../../core/property/epc.ts';
import { regionOfZip } from '../../../core/property/region.ts';
import { ACTIVITY_DAYS, seedHistory, seedVisits } from './activity.ts';
import { OWNERS } from './people.ts';
import { seedProperties } from './properties.ts';
import { seedProjects } from './projects.ts';

const NOW = Date.UTC(2026, 0, 15, 10);
const seeded = seedProperties({ now: NOW });
const properties = seeded.map((item) => item.property);

describe('seeded properties', () => {
  it('are about sixty, with unique ids', () => {
    expect(properties.length).toBeGreaterThanOrEqual(55);
    expect(properties.length).toBeLessThanOrEqual(75);
    expect(new Set(properties.map((property) => property.ID)).size).toBe(properties.length);
  });

  it('cover every type web id 1–7, sale and rent', () => {
    expect(new Set(properties.map((property) => property.WebID))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(properties.some((property) => property.Goal === 0)).toBe(true);
    expect(properties.some((property) => property.Goal !== 0)).toBe(true);
  });

  it('cover every availability state', () => {
    expect(new Set(properties.map((property) => property.Status))).toEqual(new Set(['available', 'rented', 'sold', 'sold_out']));
  });

  it('lie in Flanders, Wallonia, Brussels and (a few) in Luxembourg', () => {
    const belgian = properties.filter((property) => property.CountryID === 10);
    expect(new Set(belgian.map((property) => regionOfZip(property.Zip)))).toEqual(new Set(['flanders', 'wallonia', 'brussels']));
    const luxembourg = properties.filter((property) => property.CountryID === 50);
    expect(luxembourg.length).toBeGreaterThanOrEqual(3);
    expect(luxembourg.length).toBeLessThan(10);
  });

  it('have published and unpublished prices and addresses, marquees and price unit 7', () => {
    expect(properties.some((property) => !property.PublishPrice)).toBe(true);
    expect(properties.some((property) => !property.PublishAddress)).toBe(true);
    expect(new Set(properties.map((property) => property.Marquee).filter((marquee) => marquee !== null)).size).toBeGreaterThanOrEqual(5);
    expect(properties.some((property) => property.PriceUnit === 7)).toBe(true);
  });

  it.each(['flanders', 'wallonia', 'brussels'] as const)('reach every EPC class of %s', (region) => {
    const labels = new Set(
      properties
        .filter((property) => property.CountryID === 10 && epcScheme({ zip: property.Zip, countryId: 10 }) === region)
        .map((property) => epcLabel({ energyPerformance: property.EnergyPerformance, zip: property.Zip, countryId: 10 })),
    );
    for (const band of EPC_SCALES[region]) expect(labels, band.label).toContain(band.label);
  });

  it('give Luxembourg listings a text label, and land no certificate', () => {
    for (const property of properties.filter((item) => item.CountryID === 50)) expect(property.EPCLabelText).toMatch(/^[A-I]$/);
    for (const property of properties.filter((item) => item.WebID === 4)) expect(property.EpcStatus).toBe('not_applicable');
    expect(properties.some((property) => property.EpcStatus === 'requested')).toBe(true);
  });

  it('carry flood scores in Flanders and a mobiscore with seven categories', () => {
    const flemish = properties.filter((property) => regionOfZip(property.Zip) === 'flanders' && property.CountryID === 10);
    expect(flemish.every((property) => /^[A-D]$/.test(property.FloodPScore ?? ''))).toBe(true);
    const scored = properties.filter((property) => property.Mobiscore);
    expect(scored.length).toBeGreaterThan(20);
    for (const property of scored) expect(Object.keys(property.Mobiscore!.Categories)).toHaveLength(7);
  });

  it('fill most descriptive attributes', () => {
    const houses = properties.filter((property) => property.WebID === 1);
    const filled = (field: keyof (typeof properties)[number]) =>
      houses.filter((property) => property[field] !== null && property[field] !== undefined).length / houses.length;
    for (const field of ['ConstructionYear', 'HeatingType', 'Kitchen', 'Glazing', 'RoofType', 'FloorCovering', 'Toilets', 'Facades', 'RealEstateTax'] as const) {
      expect(filled(field), field).toBeGreaterThan(0.8);
    }
  });

  it('have titles, teasers and descriptions in nl, fr, en and de', () => {
    for (const property of properties) {
      for (const language of LANGUAGES) {
        expect(property.Title[language], `${property.ID} ${language}`).toBeTruthy();
        expect(property.Description[language]).toMatch(/^<p>.+<\/p>$/);
      }
    }
  });

  it('have pictures with three thumbnail qualities, and PDF documents', () => {
    for (const { property, media } of seeded) {
      expect(property.Pictures.length).toBeGreaterThanOrEqual(2);
      const paths = new Set(media.map((file) => file.path));
      for (const picture of property.Pictures) {
        for (const url of [picture.Url, picture.Thumbs.low, picture.Thumbs.medium, picture.Thumbs.high]) expect(paths).toContain(url);
      }
      for (const document of property.Documents) {
        const file = media.find((item) => item.path === document.Url)!;
        expect(file.body.subarray(0, 5).toString()).toBe('%PDF-');
        expect(document.Size).toBe(file.body.length);
      }
    }
  });

  it('never name the street in a public document of a listing whose address is hidden', () => {
    for (const { property, media } of seeded.filter((item) => !item.property.PublishAddress)) {
      for (const document of property.Documents) {
        const text = media.find((item) => item.path === document.Url)!.body.toString('latin1');
        expect(text).not.toContain(property.Street!.replace(/'/g, ''));
      }
    }
  });

  it('are the same on every run', () => {
    const again = seedProperties({ now: NOW }).map((item) => item.property);
    expect(again).toEqual(properties);
  });

  it('give each demo owner several properties', () => {
    for (const owner of OWNERS) expect(seeded.filter((item) => item.ownerKey === owner.key).length).toBeGreaterThanOrEqual(3);
  });
});

describe('seeded projects', () => {
  const projects = seedProjects().map((item) => item.project);

  it('are four, with constructions, and one is sold out', () => {
    expect(projects).toHaveLength(4);
    for (const project of projects) expect(project.Constructions.length).toBeGreaterThan(5);
    expect(projects.filter((project) => project.Status === 'sold_out')).toHaveLength(1);
  });

  it('count their available units and price range from the constructions', () => {
    for (const project of projects) {
      const available = project.Constructions.filter((unit) => unit.Status === 'available');
      expect(project.UnitsAvailable).toBe(available.length);
      expect(project.UnitsTotal).toBe(project.Constructions.length);
      if (available.length > 0) expect(project.PriceMin).toBe(Math.min(...available.map((unit) => unit.Price!)));
    }
  });
});

describe('seeded activity', () => {
  it('spreads visits over the last 90 days and none in the future', () => {
    const visits = seedVisits(5104, NOW, 6);
    expect(visits.length).toBeGreaterThan(ACTIVITY_DAYS);
    expect(Math.min(...visits)).toBeGreaterThanOrEqual(NOW - ACTIVITY_DAYS * 86_400_000);
    expect(Math.max(...visits)).toBeLessThanOrEqual(NOW);
  });

  it('keeps a history of every kind, with a planned viewing ahead', () => {
    const rows = seedHistory(5104, NOW);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['communication', 'calendar', 'media', 'source']));
    expect(rows.some((row) => row.status === 'planned' && Date.parse(row.at) > NOW)).toBe(true);
  });
});
