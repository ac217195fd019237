/**
 * A new-build project: the item GetProjectList answers, once per language, with its units
 * (`Units`: the apartments and houses of its price list, each with Omnicasa's status
 * codes) onto core's Project. The price range and the project's state follow from its
 * units where the record does not give them: a project with no unit left is sold out.
 * A project not published on the internet (PublishInternet false) maps to `null`.
 */
import type { AvailabilityState, Construction, Project } from '../../../../../core/property/types.ts';
import { type ByLanguage, itemsByLanguage, type Mapped, RecordReader } from '../../mapping.ts';
import { projectRecord } from '../../projects.ts';
import { readOmnicasaTime } from '../dates.ts';
import { mapPictures } from './pictures.ts';
import { mapAddress, mapCoordinates, mapManager, PROPERTY_STATUS } from './property.ts';

/** One unit in its languages; `null` when its status keeps it off the price list. */
export function mapUnit(byLanguage: ByLanguage): Mapped<Construction | null> {
  const read = RecordReader.of('unit', byLanguage);
  const id = read.integer('ID', { required: true, min: 1 });
  const name = read.text('Name', { required: true });
  const status = read.code('Status', PROPERTY_STATUS, { required: true });
  const unit = {
    Floor: read.integer('Floor'),
    WebID: read.integer('WebID', { min: 1, max: 7 }) ?? 1,
    TypeName: read.texts('TypeDescription'),
    Bedrooms: read.integer('NumberOfBedRooms', { min: 0 }),
    SurfaceLiving: read.number('SurfaceLiving', { min: 0 }),
    PublishPrice: read.boolean('PublishPrice') ?? false,
    Price: read.number('Price', { min: 0 }),
    Requirement: read.texts('Requirement'),
  };
  return read.result(() => {
    if (status === null) return null;
    const state: AvailabilityState = status === 'reference' ? 'sold' : status;
    return { ID: id!, Unit: name!, Status: state, ...unit };
  });
}

export function mapProject(byLanguage: ByLanguage): Mapped<Project | null> {
  const read = RecordReader.of('project', byLanguage);
  const id = read.integer('ID', { required: true, min: 1 });
  const published = read.boolean('PublishInternet');
  const units: Construction[] = [];
  for (const item of itemsByLanguage(read.listByLanguage('Units'))) {
    const unit = read.adopt(mapUnit(item));
    if (unit) units.push(unit);
  }
  const pictures = mapPictures(read);
  const project = {
    ProjectNumber: read.text('ProjectNumber') ?? '',
    Title: read.texts('Name', { required: true }) ?? {},
    Teaser: read.texts('ShortDescription'),
    PublicAddress: read.boolean('PublicAddress') ?? false,
    ...mapAddress(read),
    PriceMin: read.number('PriceFrom', { min: 0 }),
    PriceMax: read.number('PriceTo', { min: 0 }),
    Description: read.texts('Description') ?? {},
    Delivery: read.texts('DeliveryText'),
    Technical: read.texts('TechnicalDescription'),
    Situation: read.texts('SituationDescription'),
    Manager: mapManager(read),
    ...mapCoordinates(read),
    ChangedAt: read.date('LastChangedDate', readOmnicasaTime) ?? undefined,
  };
  return read.result(() => {
    if (published === false) return null;
    return projectRecord(id!, project, units, pictures);
  });
}
