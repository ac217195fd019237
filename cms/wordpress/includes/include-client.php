<?php
/**
 * Asking the widgets server for an include, kept as long as the server says it stays
 * fresh: its own `Cache-Control` (`max-age`, then `stale-while-revalidate`) and `ETag`. A
 * fresh answer is served from WordPress's cache (transients); a stale one is asked again
 * with `If-None-Match` (a 304 keeps it); when the server does not answer, the last answer
 * is served still, and without one the caller renders the element for the browser.
 */

defined('ABSPATH') || exit;

/** The server's answer kept at most this long after it stopped being fresh, when it says no `stale-while-revalidate`. */
const AGENCY_WIDGETS_STALE_SECONDS = 600;

/**
 * The include at `path` (`/render/page`, `/render/agency-property-list`) with `query`:
 * ['status' => HTTP status, 'body' => text], or null when the server could not be asked
 * and nothing was kept. `keep`: whether WordPress may keep the answer (see agency_widgets_keepable).
 */
function agency_widgets_include(string $path, array $query, bool $keep = true): ?array {
    $server = agency_widgets_server();
    if ($server === '') return null;
    $url = $server . $path . '?' . http_build_query($query, '', '&', PHP_QUERY_RFC3986);
    $key = 'agency_widgets_' . md5($url);
    $kept = $keep ? get_transient($key) : false;
    if (is_array($kept) && $kept['fresh_until'] > time()) return $kept;

    $headers = ['Accept' => 'application/json, text/html'];
    if (is_array($kept) && !empty($kept['etag'])) $headers['If-None-Match'] = $kept['etag'];
    $response = wp_remote_get($url, ['timeout' => 5, 'redirection' => 0, 'headers' => $headers]);
    if (is_wp_error($response)) return is_array($kept) ? $kept : null;
    $status = (int) wp_remote_retrieve_response_code($response);
    [$fresh, $stale] = agency_widgets_freshness((string) wp_remote_retrieve_header($response, 'cache-control'));
    if ($status === 304 && is_array($kept)) {
        $answer = ['fresh_until' => time() + $fresh] + $kept;
    } elseif ($status === 200 || $status === 404) {
        $answer = ['status' => $status, 'body' => (string) wp_remote_retrieve_body($response), 'etag' => (string) wp_remote_retrieve_header($response, 'etag'), 'fresh_until' => time() + $fresh];
    } else {
        // a bad request is a mistake of the page's: said, never kept; a busy or failing server: the last answer, if any
        return $status >= 400 && $status < 500 ? ['status' => $status, 'body' => ''] : (is_array($kept) ? $kept : null);
    }
    if ($keep && ($fresh > 0 || $stale > 0)) set_transient($key, $answer, $fresh + $stale);
    return $answer;
}

/**
 * Whether the answer for the visitor's address may be kept in WordPress's database: for a
 * page without a query, or with only a list's page number. Any other query (a visitor's
 * filters, a campaign's tags, a bot's random ones) is asked of the server each time, whose
 * own caches hold them: kept here, every new query would be a new row of wp_options.
 */
function agency_widgets_keepable(string $address): bool {
    $query = (string) wp_parse_url($address, PHP_URL_QUERY);
    return $query === '' || (bool) preg_match('/^pg=\d{1,6}$/', $query);
}

/** [seconds fresh, seconds served stale after] of a Cache-Control header. */
function agency_widgets_freshness(string $cache_control): array {
    if (preg_match('/\b(no-store|no-cache|private)\b/i', $cache_control)) return [0, 0];
    $fresh = preg_match('/\bmax-age=(\d+)/i', $cache_control, $max_age) ? (int) $max_age[1] : 0;
    $stale = preg_match('/\bstale-while-revalidate=(\d+)/i', $cache_control, $while) ? (int) $while[1] : AGENCY_WIDGETS_STALE_SECONDS;
    return [$fresh, $stale];
}

/** The page's settings every include is asked with: the site's languages, and its prefix when WordPress is not at the root of its host. */
function agency_widgets_config_query(): array {
    $settings = agency_widgets_settings();
    $query = ['config-languages' => $settings['languages']];
    $base = agency_widgets_base();
    if ($base !== '') $query['config-base'] = $base;
    return $query;
}

/** The path WordPress's home is under (`/immo` for https://agency.be/immo/), '' at the root. */
function agency_widgets_base(): string {
    return rtrim((string) wp_parse_url(home_url('/'), PHP_URL_PATH), '/');
}

/** The visitor's address within the site: the path without the home's prefix, the query kept. */
function agency_widgets_request_path(): string {
    $uri = (string) ($_SERVER['REQUEST_URI'] ?? '/');
    $path = (string) wp_parse_url($uri, PHP_URL_PATH);
    $base = agency_widgets_base();
    if ($base !== '' && str_starts_with($path, $base . '/')) $path = substr($path, strlen($base));
    $query = (string) wp_parse_url($uri, PHP_URL_QUERY);
    return ($path === '' ? '/' : $path) . ($query !== '' ? '?' . $query : '');
}
