<?php
/**
 * Plugin Name:       Agency widgets
 * Description:       The agency's whole site in WordPress: every page of its route table (property lists and pages, projects, forms, thank-you pages) in every language, rendered by the widgets server, with blocks and shortcodes for each element.
 * Version:           0.0.0-dev
 * Requires at least: 6.1
 * Requires PHP:      8.0
 * License:           UNLICENSED
 * Text Domain:       agency-widgets
 *
 * The plugin holds no rule of the site: which paths are its pages comes from routes.json,
 * which `npm run build` writes from the route table; what a page shows and what its head
 * says come from the widgets server's page include (`/render/page`); the blocks and
 * shortcodes come from elements.json, which the build writes from the element manifest.
 * What a second CMS would need lives on the server, not here.
 */

defined('ABSPATH') || exit;

const AGENCY_WIDGETS_DIR = __DIR__;

require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/manifest.php';
require_once __DIR__ . '/includes/include-client.php';
require_once __DIR__ . '/includes/page-assets.php';
require_once __DIR__ . '/includes/route-pages.php';
require_once __DIR__ . '/includes/elements.php';
require_once __DIR__ . '/includes/sitemap.php';
