/**
 * `<agency-appointment>`: the appointment plugin (spec §2, §4). The visitor sees the free
 * moments of the property's calendar for the coming weeks, grouped by day (open houses
 * with the places left, and visits with the agent), in Belgian time with a note when
 * their device shows another time zone; chooses one with the mouse or the keyboard; fills
 * in the contact fields of the visit form; and books in one step. The result shows the
 * status ("confirmed"), the date, the time, the address and who will be there; a mail
 * brings the confirmation, a calendar file and a link back to this element that cancels
 * the visit. Who finds no moment that suits is led to the visit request. When no moment is
 * left it says "All appointments are full." and leads to the visit request (its page, with
 * its form), the one way left. Sold and rented properties say so. The detail page opens it
 * as a step from its next free moments when `<agency-config appointments="on">`.
 *
 * @attr property-id - the property to visit; default: the id in the page's path (`/nl/bezoek-boeken/12/`)
 * @attr slot-id - a moment chosen already (on the detail page): picked and focused when it is still free
 * @attr hide-property - leaves out the property's summary, where the page shows the property already (the detail page's booking step)
 * @attr heading-level - the level of the element's heading, 1 to 6 (default 2; 1 when it is the page's main content)
 * @attr lang - render this element's own texts in this language
 * @event agency-submit - `{ kind: 'appointment', id }` once the visit is booked
 * @csspart heading - the element's heading
 * @csspart property - the property the visit is of (its title, linked to its page, and its public address), also on the cancel link's page
 * @csspart form - the form
 * @csspart slot - each moment to choose from
 * @csspart booking - the booked visit
 * @csspart alert - messages: confirmed, full, errors
 * @csspart submit - the book button
 * @csspart request-visit - the link to the visit request when every moment is taken
 * @cssprop --agency-color-primary - the chosen moment, the book button, links and focus ring
 * @cssprop --agency-color-danger - errors
 */
import { type AgencyElement, defineElement } from '../define.ts';
import styles from '../form/form.css?inline';
import controls from '../ui/controls/controls.css?inline';
import fields from '../ui/controls/fields.css?inline';
import { Appointment, type AppointmentProps } from './Appointment.tsx';
import own from './appointment.css?inline';

defineElement<AppointmentProps>({
  tag: 'agency-appointment',
  component: Appointment,
  props: {
    propertyId: { type: 'string' },
    headingLevel: { type: 'number', default: 2 },
    slotId: { type: 'string' },
    hideProperty: { type: 'boolean', default: false },
  },
  styles: [controls, fields, styles, own],
});

declare global {
  interface HTMLElementTagNameMap {
    'agency-appointment': AgencyElement<AppointmentProps>;
  }
}
