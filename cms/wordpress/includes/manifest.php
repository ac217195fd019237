<?php
/**
 * The two files the build writes from the repository: routes.json (the route table: which
 * paths are the widgets' pages, in which order to try them) and elements.json (every
 * element a block or a shortcode can place, with its attributes).
 */

defined('ABSPATH') || exit;

/** A file the build put beside the plugin, read once per request. */
function agency_widgets_manifest(string $name): array {
    static $read = [];
    if (!isset($read[$name])) {
        $json = file_get_contents(AGENCY_WIDGETS_DIR . '/' . $name . '.json');
        $read[$name] = is_string($json) ? (json_decode($json, true) ?: []) : [];
    }
    return $read[$name];
}

/** The route of the table named `key`, as routes.json lists it. */
function agency_widgets_route(string $key): ?array {
    foreach (agency_widgets_manifest('routes')['routes'] ?? [] as $route) {
        if ($route['key'] === $key) return $route;
    }
    return null;
}

/**
 * The page of the route table a path is, as routes.json's patterns say (the first that
 * matches, in order), or null. The path is the site's, as the browser sent it.
 */
function agency_widgets_match(string $path): ?array {
    foreach (agency_widgets_manifest('routes')['patterns'] ?? [] as $pattern) {
        if (preg_match('~' . $pattern['pattern'] . '~i', $path)) return $pattern;
    }
    return null;
}
