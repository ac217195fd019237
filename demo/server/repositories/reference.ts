/** The CRM's reference lists the search forms offer (Omnicasa: GetGeographicList, GetTypeOfPropertyList). */
import type { TreeItemSource } from '../../../core/api/contract.ts';

export interface ReferenceData {
  /** Regions, provinces and towns as a tree: the region filter and the demand form's zones pick from it. */
  regions(): Promise<TreeItemSource[]>;
  /** Property types with their web ids: the type filter and the forms' type choices. */
  propertyTypes(): Promise<TreeItemSource[]>;
}
