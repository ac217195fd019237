<?php
/**
 * Every page of the route table, without a page to create: a request whose path matches
 * routes.json (and which no page of the site's own answers) becomes a page of the theme
 * whose content, title, description, canonical address, hreflang alternates and status
 * are the page include's (`/render/page?url=…`), in the path's language, replacing
 * WordPress's own head tags rather than adding to them.
 */

defined('ABSPATH') || exit;

/** The id of the page the plugin shows: negative, so it is no post of the database. */
const AGENCY_WIDGETS_PAGE_ID = -4739;

/**
 * The page being shown, once the request is known to be one of the table's: the include's
 * answer (status, language, route, title, head, html) and the route of routes.json.
 */
function agency_widgets_current_page(?array $set = null): ?array {
    static $page = null;
    if ($set !== null) $page = $set;
    return $page;
}

/**
 * WordPress has read the request: when its path is a page of the table and the site has
 * no page of its own there, the request is the plugin's. WordPress's own reading (a
 * trailing number as a page number, `?page=` as a post's part) is replaced by the page.
 */
add_filter('request', function (array $query_vars): array {
    if (is_admin() || agency_widgets_server() === '' || wp_doing_ajax() || (defined('REST_REQUEST') && REST_REQUEST)) return $query_vars;
    $address = agency_widgets_request_path();
    $path = (string) wp_parse_url($address, PHP_URL_PATH);
    $match = agency_widgets_match($path);
    if (!$match) return $query_vars;
    // a page of the site's own at this address wins: the webmaster placed a screen there
    if (get_page_by_path(trim(rawurldecode($path), '/'))) return $query_vars;

    $query = ['url' => $address, 'site-name' => agency_widgets_settings()['agency_name']] + agency_widgets_config_query();
    if ($match['language'] === null) $query['lng'] = agency_widgets_default_language();
    $answer = agency_widgets_include('/render/page', $query, agency_widgets_keepable($address));
    $page = $answer ? json_decode($answer['body'], true) : null;
    if (!is_array($page) || !isset($page['status'])) $page = agency_widgets_page_without_include($match);
    if ((int) $page['status'] === 301 && !empty($page['location'])) {
        wp_safe_redirect(home_url($page['location']), 301);
        exit;
    }
    agency_widgets_current_page($page + ['matched' => $match['route']]);
    return ['agency_page' => $page['route'] ?? $match['route']];
});

/** The first of the site's languages. */
function agency_widgets_default_language(): string {
    return explode(',', agency_widgets_settings()['languages'])[0] ?: 'nl';
}

/**
 * The page when the widgets server could not be asked: the route's element, bare, for the
 * browser to render (it asks the server's API itself), under the route's own path's words.
 */
function agency_widgets_page_without_include(array $match): array {
    $route = agency_widgets_route($match['route']) ?? ['screen' => null, 'attributes' => []];
    $language = $match['language'] ?? agency_widgets_default_language();
    $html = null;
    if ($route['screen']) {
        $attributes = $route['attributes'] + ['heading-level' => '1', 'lang' => $language];
        $html = agency_widgets_bare_element($route['screen'], $attributes);
    }
    return ['status' => 200, 'language' => $language, 'route' => $match['route'], 'title' => '', 'head' => '', 'html' => $html];
}

/** `<agency-x a="1"></agency-x>`: an element the browser renders. */
function agency_widgets_bare_element(string $tag, array $attributes): string {
    $written = '';
    foreach ($attributes as $name => $value) {
        if (!preg_match('/^[a-z][a-z0-9-]*$/', (string) $name)) continue;
        $written .= is_bool($value) ? ($value ? ' ' . $name : '') : sprintf(' %s="%s"', $name, esc_attr((string) $value));
    }
    return sprintf('<%1$s%2$s></%1$s>', tag_escape($tag), $written);
}

// The main query: the page, one post of no table; a page, so the theme lays it out as its pages.
add_action('parse_query', function (WP_Query $query) {
    if (!$query->is_main_query() || !agency_widgets_current_page() || !$query->get('agency_page')) return;
    $query->is_home = false;
    $query->is_page = true;
    $query->is_singular = true;
    $query->is_404 = false;
    $query->set('no_found_rows', true);
});

add_filter('posts_pre_query', function ($posts, WP_Query $query) {
    if (!$query->is_main_query() || !$query->get('agency_page') || !($page = agency_widgets_current_page())) return $posts;
    $post = new WP_Post((object) [
        'ID' => AGENCY_WIDGETS_PAGE_ID,
        'post_type' => 'page',
        'post_status' => 'publish',
        'post_author' => 0,
        // a theme may lay these pages out its own way: page-agency-<route>.html (or .php)
        'post_name' => 'agency-' . sanitize_title((string) $page['route']),
        'post_title' => (string) ($page['title'] ?? ''),
        'post_content' => '',
        'post_excerpt' => '',
        'post_parent' => 0,
        'menu_order' => 0,
        'comment_status' => 'closed',
        'ping_status' => 'closed',
        'comment_count' => 0,
        'post_date' => current_time('mysql'),
        'post_date_gmt' => current_time('mysql', true),
        'post_modified' => current_time('mysql'),
        'post_modified_gmt' => current_time('mysql', true),
        'filter' => 'raw',
    ]);
    wp_cache_set(AGENCY_WIDGETS_PAGE_ID, $post, 'posts');
    return [$post];
}, 10, 2);

/** Whether the request is a page of the table the plugin shows. */
function agency_widgets_is_page(): bool {
    return agency_widgets_current_page() !== null && (int) get_queried_object_id() === AGENCY_WIDGETS_PAGE_ID;
}

// The content: the include's screen, in the theme's wide width. Last of the_content's
// filters, so nothing of WordPress's (paragraphs, curly quotes, smilies) touches it.
add_filter('the_content', function (string $content): string {
    if (!agency_widgets_is_page() || get_the_ID() !== AGENCY_WIDGETS_PAGE_ID) return $content;
    $html = agency_widgets_current_page()['html'] ?? null;
    return $html ? '<div class="agency-widgets-screen alignwide">' . $html . '</div>' : $content;
}, PHP_INT_MAX);

// The screen's own main heading is the page's title: the theme's title block is not written.
add_filter('render_block', function (string $html, array $block): string {
    if (($block['blockName'] ?? '') !== 'core/post-title' || !agency_widgets_is_page() || get_the_ID() !== AGENCY_WIDGETS_PAGE_ID) return $html;
    return '';
}, 10, 2);
add_filter('the_title', function (string $title, $id = null): string {
    return (int) $id === AGENCY_WIDGETS_PAGE_ID && in_the_loop() && agency_widgets_is_page() ? '' : $title;
}, 10, 2);

add_filter('body_class', function (array $classes): array {
    if (!agency_widgets_is_page()) return $classes;
    $classes[] = 'agency-widgets-page';
    $classes[] = 'agency-widgets-page-' . sanitize_html_class((string) agency_widgets_current_page()['route']);
    return $classes;
});

// The document's language is the page's (`/fr/…` is French whatever the site's locale).
add_filter('language_attributes', function (string $output): string {
    if (!agency_widgets_is_page()) return $output;
    $language = (string) (agency_widgets_current_page()['language'] ?? '');
    if (!preg_match('/^[a-z]{2}$/', $language)) return $output;
    $without = preg_replace('/\blang="[^"]*"\s*/', '', $output);
    return trim('lang="' . $language . '" ' . $without);
});

add_action('template_redirect', function () {
    if (!agency_widgets_is_page()) return;
    $page = agency_widgets_current_page();
    // a property that is no longer online: the screen says so, the status tells search engines
    if ((int) $page['status'] === 404) {
        status_header(404);
        nocache_headers();
    }
    // the page's head is the include's: WordPress's title, canonical, short link and robots
    // tags give way (first thing in wp_head: a block theme adds its title tag only when the
    // template is chosen, after this hook)
    if (!empty($page['head'])) {
        add_action('wp_head', function () use ($page) {
            foreach ([['_wp_render_title_tag', 1], ['_block_template_render_title_tag', 1], ['wp_robots', 1], ['rel_canonical', 10], ['wp_shortlink_wp_head', 10], ['rest_output_link_wp_head', 10], ['wp_oembed_add_discovery_links', 10]] as [$callback, $priority]) {
                remove_action('wp_head', $callback, $priority);
            }
            echo $page['head'] . "\n"; // the widgets server's own head tags, escaped by it
        }, 0);
    }
}, 1);

// WordPress would send a page of no table to its "canonical" address: these pages have their own
add_filter('redirect_canonical', fn ($redirect) => agency_widgets_is_page() ? false : $redirect);

// nothing to edit in WordPress: the page is the route table's
add_action('admin_bar_menu', function (WP_Admin_Bar $bar) {
    if (agency_widgets_is_page()) $bar->remove_node('edit');
}, 100);
