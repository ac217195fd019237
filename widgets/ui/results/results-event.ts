/** The event both lists send when the visitor's search or page is on screen. */
import type { ProjectQuery, PropertyQuery } from '../../../core/api/contract.ts';

declare module '../../define/events.ts' {
  interface AgencyEventMap {
    /**
     * Results are on screen: for the page's analytics (a search results view) or to
     * update something else on the page, e.g. a count in a menu.
     */
    'agency-results': ResultsDetail;
  }
}

/** As the answer has them (core/api/contract.ts's Page): with `moreThanTotal`, more than `total` matched. */
export type ResultsDetail = (
  | { list: 'properties'; query: PropertyQuery }
  | { list: 'projects'; query: ProjectQuery }
) & { total: number; page: number; pageCount: number; moreThanTotal?: boolean | undefined };
