/**
 * A new-build project: an estate that can have children (`canHaveChildren`), with its
 * units, the estates whose `parentId` is the project's (bib111/whise-api-client tells the
 * four kinds of estate apart this way), onto core's Project and its price list. The
 * price range and the project's state follow from its units: a project with no unit
 * left is sold out. A project the site does not show (archived, deleted, offline) maps
 * to `null`.
 */
import type { Construction, Project } from '../../../../../core/property/types.ts';
import { type ByLanguage, type Mapped, RecordReader } from '../../mapping.ts';
import { projectRecord } from '../../projects.ts';
import { readWhiseTime } from '../dates.ts';
import { COUNTRIES, DISPLAY_STATUS, ESTATE_STATUS, mapEstate, mapPictures } from './estate.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** Whether an answer's estate is a project (it can have children) or a unit of one (it has a parent). */
export function estateKind(record: unknown): 'project' | 'unit' | 'listing' {
  if (!isRecord(record)) return 'listing';
  if (record.canHaveChildren === true) return 'project';
  if (typeof record.parentId === 'number' && record.parentId > 0) return 'unit';
  return 'listing';
}

/** One unit in its languages; `null` when it is not on the price list. */
export function mapUnit(byLanguage: ByLanguage): Mapped<Construction | null> {
  const mapped = mapEstate(byLanguage);
  if (!mapped.ok) return { ok: false, problems: mapped.problems.map((problem) => ({ ...problem, kind: problem.kind === 'property' ? 'unit' : problem.kind })) };
  const estate = mapped.value;
  if (!estate) return { ok: true, value: null };
  const read = RecordReader.of('unit', byLanguage, 'id');
  return {
    ok: true,
    value: {
      ID: estate.ID,
      Unit: read.text('name') ?? estate.Reference ?? String(estate.ID),
      Floor: estate.Floors,
      WebID: estate.WebID,
      TypeName: estate.TypeName,
      Bedrooms: estate.Bedrooms,
      SurfaceLiving: estate.SurfaceLiving,
      PublishPrice: estate.PublishPrice,
      Price: estate.Price,
      Status: estate.Status,
      Requirement: null,
    },
  };
}

/** A project in its languages, with its units' records in theirs. */
export function mapProject(byLanguage: ByLanguage, unitRecords: readonly ByLanguage[]): Mapped<{ project: Project; createdAt: string } | null> {
  const read = RecordReader.of('project', byLanguage, 'id');
  const id = read.integer('id', { required: true, min: 1 });
  const status = read.reference('status');
  const display = read.code('displayStatusId', DISPLAY_STATUS) ?? 'online';
  const units: Construction[] = [];
  for (const unit of unitRecords) {
    const mapped = read.adopt(mapUnit(unit));
    if (mapped) units.push(mapped);
  }
  units.sort((a, b) => a.Unit.localeCompare(b.Unit, 'nl', { numeric: true }));
  const pictures = mapPictures(read);
  const country = read.reference('country');
  const countryCode = country === null ? COUNTRIES.get(1)! : (COUNTRIES.get(country) ?? { id: 0, name: null });
  const created = read.date('createDateTime', readWhiseTime, { required: true });
  const project = {
    ProjectNumber: read.text('referenceNumber') ?? '',
    Title: read.texts('name', { required: true }) ?? {},
    Teaser: read.texts('shortDescription'),
    PublicAddress: read.boolean('displayAddress') ?? false,
    Street: read.text('address'),
    HouseNumber: read.text('number'),
    BoxNr: read.text('box'),
    Zip: read.text('zip'),
    City: read.text('city'),
    CountryID: countryCode.id,
    CountryName: countryCode.name,
    Description: read.texts('longDescription') ?? {},
    Delivery: null,
    Technical: null,
    Situation: null,
    Manager: null,
    Latitude: null,
    Longitude: null,
    ChangedAt: read.date('updateDateTime', readWhiseTime) ?? undefined,
  };
  return read.result(() => {
    if ((status !== null && ESTATE_STATUS.get(status) === false) || display === 'offline') return null;
    return { project: projectRecord(id!, project, units, pictures), createdAt: created! };
  });
}
