/**
 * `<agency-project-list>`: the agency's new-build projects as cards (picture, price range
 * "from … to …", name, address, units still available), with page links when there are
 * more than a page holds, and the spec's message when there are none. The page is kept in
 * the page's URL query (`pg`; `page`, which WordPress and Drupal keep for themselves, is
 * still read from older links), so back and reload come back to it; put one list with
 * page links on a page. Each card links to the project's page in the element's language.
 *
 * @server-rendered
 * @attr page-size - projects per page (default 12, at most 100)
 * @attr heading - the heading's text (default: "New developments")
 * @attr heading-level - 1 when the list is the page's main content, else 2 (default) or 3; the cards' titles are one level below
 * @attr lang - render this element in this language
 * @event agency-results - `{ list: 'projects', query, total, page, pageCount, moreThanTotal }` when results are on screen (`moreThanTotal`: more than `total` matched, past the bound the API counts to)
 * @event agency-navigate - `{ href }` before a card's link is followed; cancel it to route in the page
 * @csspart list - the whole list
 * @csspart heading - the heading
 * @csspart card - a project's card
 * @csspart empty - the message shown when there are no projects
 * @csspart pagination - the page links
 * @cssprop --agency-color-primary - prices, the current page
 * @cssprop --agency-color-border - cards
 */
import { type AgencyElement, defineElement } from '../define.ts';
import resultsStyles from '../ui/results/results.css?inline';
import paginationStyles from '../ui/results/pagination.css?inline';
import cardStyles from '../ui/cards/card.css?inline';
import controlStyles from '../ui/controls/controls.css?inline';
import { ProjectList, type ProjectListProps } from './ProjectList.tsx';

defineElement<ProjectListProps>({
  tag: 'agency-project-list',
  component: ProjectList,
  props: {
    pageSize: { type: 'number' },
    heading: { type: 'string' },
    headingLevel: { type: 'number' },
  },
  styles: [controlStyles, cardStyles, paginationStyles, resultsStyles],
  // its data is asked for while its texts load
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-project-list': AgencyElement<ProjectListProps>;
  }
}
