<?php
/**
 * A block and a shortcode for every element of elements.json (the build writes it from the
 * element manifest, docs/custom-elements.json), so an editor places a list, a form or a
 * map with its attributes on a page of their own, also one without `unfiltered_html` (an
 * Author): a block keeps its attributes as data, never as HTML that WordPress would strip.
 * A screen the server renders comes rendered (`/render/<tag>`), the others as the element.
 */

defined('ABSPATH') || exit;

/** The elements a page's content may hold: every one but those the plugin places itself (page-assets.php) and the catch-all. */
function agency_widgets_placeable(): array {
    $placed_by_the_plugin = ['agency-config', 'agency-cookie-consent', 'agency-app'];
    return array_values(array_filter(agency_widgets_manifest('elements')['elements'] ?? [], fn ($element) => !in_array($element['tag'], $placed_by_the_plugin, true)));
}

/** `agency-property-list` → `agency/property-list`: the block of an element. */
function agency_widgets_block_name(string $tag): string {
    return 'agency/' . substr($tag, strlen('agency-'));
}

/**
 * The element `tag` with `attributes` as it goes into the page: rendered by the widgets
 * server for this page when it renders that element, else bare for the browser.
 */
function agency_widgets_element(array $element, array $attributes): string {
    $values = [];
    foreach ($element['attributes'] as $attribute) {
        $name = $attribute['name'];
        if (!array_key_exists($name, $attributes)) continue;
        $value = $attributes[$name];
        if ($attribute['type'] === 'boolean') {
            if (filter_var($value, FILTER_VALIDATE_BOOLEAN)) $values[$name] = true;
        } elseif ($value !== '' && $value !== null) {
            $values[$name] = (string) $value;
        }
    }
    if (!empty($element['serverRendered']) && agency_widgets_server() !== '') {
        $query = agency_widgets_config_query() + ['url' => agency_widgets_request_path(), 'html-lang' => get_bloginfo('language')];
        foreach ($values as $name => $value) {
            if ($name === 'lang') $query['lng'] = $value;
            else $query[$name] = $value === true ? '' : $value;
        }
        $answer = agency_widgets_include('/render/' . $element['tag'], $query, agency_widgets_keepable($query['url']));
        if ($answer && in_array((int) $answer['status'], [200, 404], true) && $answer['body'] !== '') return $answer['body'];
    }
    return agency_widgets_bare_element($element['tag'], $values);
}

add_action('init', function () {
    $elements = agency_widgets_placeable();
    wp_register_script('agency-widgets-blocks', plugins_url('assets/blocks.js', AGENCY_WIDGETS_DIR . '/agency-widgets.php'), ['wp-blocks', 'wp-element', 'wp-block-editor', 'wp-components', 'wp-i18n'], '1', true);
    wp_add_inline_script('agency-widgets-blocks', 'window.agencyWidgetsElements = ' . wp_json_encode($elements) . ';', 'before');
    foreach ($elements as $element) {
        $attributes = [];
        foreach ($element['attributes'] as $attribute) {
            $attributes[$attribute['name']] = ['type' => match ($attribute['type']) { 'boolean' => 'boolean', 'number' => 'number', default => 'string' }];
        }
        register_block_type(agency_widgets_block_name($element['tag']), [
            'api_version' => 2,
            'title' => $element['title'],
            'description' => $element['summary'],
            'category' => 'widgets',
            'attributes' => $attributes,
            'editor_script' => 'agency-widgets-blocks',
            'render_callback' => fn (array $values) => agency_widgets_element($element, $values),
        ]);
        // [agency-property-list goal="sale"] for a classic editor
        add_shortcode($element['tag'], fn ($values) => agency_widgets_element($element, is_array($values) ? $values : []));
    }
});

// Shortcodes render after WordPress's paragraphs and curly quotes; a block's HTML would get
// them, inside the screen's template: leave the elements' insides alone.
add_filter('no_texturize_tags', fn (array $tags) => array_merge($tags, ['template']));
