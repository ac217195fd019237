<?php
/**
 * The one settings page (Settings → Agency widgets): the widgets server's address, the
 * site's languages and the agency's name. Stored as one option, `agency_widgets`.
 */

defined('ABSPATH') || exit;

const AGENCY_WIDGETS_OPTION = 'agency_widgets';

/** The settings, with their defaults filled in. */
function agency_widgets_settings(): array {
    $saved = get_option(AGENCY_WIDGETS_OPTION, []);
    $saved = is_array($saved) ? $saved : [];
    return [
        'server' => rtrim((string) ($saved['server'] ?? ''), '/'),
        'languages' => (string) ($saved['languages'] ?? 'nl,fr,en,de'),
        'agency_name' => (string) ($saved['agency_name'] ?? '') !== '' ? (string) $saved['agency_name'] : get_bloginfo('name'),
    ];
}

/** The widgets server's address, or '' while it is not set (the plugin then changes nothing). */
function agency_widgets_server(): string {
    return agency_widgets_settings()['server'];
}

/** What is kept of the form: an http(s) address without its trailing slash, a list of language codes, a name. */
function agency_widgets_sanitize(mixed $input): array {
    $input = is_array($input) ? $input : [];
    $server = esc_url_raw(trim((string) ($input['server'] ?? '')), ['http', 'https']);
    $languages = array_values(array_unique(array_filter(
        array_map('trim', explode(',', strtolower((string) ($input['languages'] ?? '')))),
        fn ($code) => (bool) preg_match('/^[a-z]{2}$/', $code)
    )));
    return [
        'server' => rtrim($server, '/'),
        'languages' => implode(',', $languages ?: ['nl', 'fr', 'en', 'de']),
        'agency_name' => sanitize_text_field((string) ($input['agency_name'] ?? '')),
    ];
}

add_action('admin_init', function () {
    register_setting('agency_widgets', AGENCY_WIDGETS_OPTION, ['sanitize_callback' => 'agency_widgets_sanitize', 'default' => []]);
    add_settings_section('agency_widgets_main', '', '__return_false', 'agency-widgets');
    $fields = [
        'server' => [__('Widgets server', 'agency-widgets'), 'url', 'https://widgets.agency.be', __('Where the agency’s widgets server answers: the pages’ content, the bundle, the pictures and the forms come from there.', 'agency-widgets')],
        'languages' => [__('Languages', 'agency-widgets'), 'text', 'nl,fr,en,de', __('The site’s languages, comma-separated, the first being the default.', 'agency-widgets')],
        'agency_name' => [__('Agency name', 'agency-widgets'), 'text', get_bloginfo('name'), __('Written after each page’s title in the browser’s tab and in search results.', 'agency-widgets')],
    ];
    foreach ($fields as $name => [$label, $type, $placeholder, $help]) {
        add_settings_field($name, $label, function () use ($name, $type, $placeholder, $help) {
            $saved = get_option(AGENCY_WIDGETS_OPTION, []);
            printf(
                '<input type="%s" class="regular-text" id="agency-widgets-%s" name="%s[%s]" value="%s" placeholder="%s" aria-describedby="agency-widgets-%s-help"><p class="description" id="agency-widgets-%s-help">%s</p>',
                esc_attr($type), esc_attr($name), esc_attr(AGENCY_WIDGETS_OPTION), esc_attr($name),
                esc_attr((string) (is_array($saved) ? ($saved[$name] ?? '') : '')), esc_attr($placeholder), esc_attr($name), esc_attr($name), esc_html($help)
            );
        }, 'agency-widgets', 'agency_widgets_main', ['label_for' => "agency-widgets-$name"]);
    }
});

add_action('admin_menu', function () {
    add_options_page(__('Agency widgets', 'agency-widgets'), __('Agency widgets', 'agency-widgets'), 'manage_options', 'agency-widgets', 'agency_widgets_settings_page');
});

/** The settings page: the form, and the pages of the route table the site then has. */
function agency_widgets_settings_page(): void {
    if (!current_user_can('manage_options')) return;
    $manifest = agency_widgets_manifest('routes');
    $languages = array_map('trim', explode(',', agency_widgets_settings()['languages']));
    echo '<div class="wrap"><h1>' . esc_html__('Agency widgets', 'agency-widgets') . '</h1><form method="post" action="options.php">';
    settings_fields('agency_widgets');
    do_settings_sections('agency-widgets');
    submit_button();
    echo '</form>';
    $own = $written = [];
    foreach ($manifest['routes'] ?? [] as $route) {
        foreach ($languages as $language) {
            $path = $route['paths'][$language] ?? null;
            if (!$path) continue;
            if ($route['screen']) $own[] = $path;
            elseif ($route['key'] !== 'home' && !str_contains($path, '{')) $written[] = $path;
        }
    }
    echo '<h2>' . esc_html__('Pages of the site', 'agency-widgets') . '</h2>';
    printf('<p>%s</p>', esc_html(sprintf(
        /* translators: %d: number of addresses */
        __('The plugin answers %d addresses of the agency’s route table (and each property’s and project’s own), in the languages above, without a page to create. A page of your own at one of these addresses takes its place.', 'agency-widgets'),
        count($own)
    )));
    printf('<p>%s</p><p><code>%s</code></p>', esc_html__('These pages you write yourself, at these addresses:', 'agency-widgets'), esc_html(implode('  ', $written)));
    echo '</div>';
}
