/**
 * `<agency-project-detail>`: a new-build project's page: title, address (spec §5 rule),
 * price range and units left, photo gallery, description, delivery, technical and
 * location texts, the price list of its units (a table with caption and headers, a list
 * on narrow screens: unit, floor, type, bedrooms, surface, price, status, with their
 * conditions as notes), documents, the agent's card and other projects, with the spec's
 * messages when there are no units, no documents or no other projects. A sold-out
 * project says so; an unknown id shows "not found". The documents' list and the other
 * projects' cards load their code when the visitor scrolls within a screen of them.
 *
 * @server-rendered
 * @attr project-id - the project to show (default: the id in the page's URL, e.g. /fr/projets-neufs/4/)
 * @attr heading-level - the level of the project's title, 1 to 6 (default: 1, the page's main heading); sections follow one level below
 * @attr lang - render this element in this language
 * @event agency-detail - `{ kind: 'project', id, title, language }` when a project is on screen (again in another language)
 * @event agency-navigate - `{ href }` before following a link to another screen (cancelable)
 * @csspart detail - the whole page of the project
 * @csspart badge - the "sold out" badge above the title
 * @csspart price - the price range
 * @csspart gallery - the photo gallery
 * @csspart documents - the list of documents
 * @csspart contact - the agent's card
 * @csspart card - another project's card
 * @cssprop --agency-color-primary - links, prices and headers of the price list
 * @cssprop --agency-color-muted - secondary text
 * @cssprop --agency-color-border - borders of cards and the price list
 * @cssprop --agency-color-surface - backgrounds of cards
 * @cssprop --agency-radius - corner radius
 */
import { type AgencyElement, defineElement } from '../define.ts';
import detailStyles from '../ui/detail/detail.css?inline';
import controlStyles from '../ui/controls/controls.css?inline';
import galleryStyles from '../ui/media/gallery.css?inline';
import { ProjectDetail, type ProjectDetailProps } from './ProjectDetail.tsx';
import styles from './project-detail.css?inline';

defineElement<ProjectDetailProps>({
  tag: 'agency-project-detail',
  component: ProjectDetail,
  props: { projectId: { type: 'string', format: 'id' }, headingLevel: { type: 'number', default: 1 } },
  // the cards of other projects bring their own sheet when they load
  styles: [controlStyles, galleryStyles, detailStyles, styles],
  // its data is asked for while its texts load
  renderWhileTextsLoad: true,
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-project-detail': AgencyElement<ProjectDetailProps>;
  }
}
