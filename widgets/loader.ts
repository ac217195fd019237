/**
 * The entry a page loads (dist/agency-widgets.js). It stays tiny: each `agency-*`
 * tag's code is fetched the first time the tag appears in the page.
 */
import { observe } from './registry.ts';

observe(document);
