/**
 * widgets/define.ts as the server's renderer sees it (rollup.config.mjs puts this module in
 * its place there): an element's definition is noted, not made into a custom element, so
 * the renderer has each element's component, props and stylesheets from its own folder.
 */
import type { ElementDefinition } from '../define.ts';

export type { AgencyElement, ElementContext, ElementDefinition, PropTypes } from '../define.ts';

export const definitions = new Map<string, ElementDefinition<object>>();

export function defineElement<P extends object>(definition: ElementDefinition<P>): void {
  definitions.set(definition.tag, definition as unknown as ElementDefinition<object>);
}
