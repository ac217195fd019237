/**
 * The entry a page loads (dist/agency-widgets.js). It stays tiny: each `agency-*`
 * tag's code is fetched the first time the tag appears in the page.
 */
import { observe, reservedSheet } from './registry.ts';

// The box each element holds until it has shown itself. A page that links
// agency-widgets.css has it before its first paint; any other gets it now.
document.adoptedStyleSheets = [...document.adoptedStyleSheets, reservedSheet()];

observe(document);
