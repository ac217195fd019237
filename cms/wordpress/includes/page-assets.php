<?php
/**
 * What every page of the site carries once, where it belongs: the bundle and its reserve
 * stylesheet in the head, `<agency-config>` at the top of the body, the cookie consent at
 * its end. All from the widgets server: the host site serves none of the widgets' files.
 */

defined('ABSPATH') || exit;

add_action('wp_head', function () {
    $server = agency_widgets_server();
    if ($server === '') return;
    printf("<link rel=\"stylesheet\" href=\"%s\">\n", esc_url($server . '/dist/agency-widgets.css'));
    printf("<script type=\"module\" src=\"%s\"></script>\n", esc_url($server . '/dist/agency-widgets.js'));
}, 2);

/** `<agency-config>`: the page's settings for every element, once. */
function agency_widgets_print_config(): void {
    static $printed = false;
    $server = agency_widgets_server();
    if ($printed || $server === '') return;
    $printed = true;
    $settings = agency_widgets_settings();
    $attributes = ['api' => $server . '/api/v1', 'languages' => $settings['languages']];
    $base = agency_widgets_base();
    if ($base !== '') $attributes['base'] = $base;
    echo '<agency-config';
    foreach ($attributes as $name => $value) printf(' %s="%s"', esc_attr($name), esc_attr($value));
    echo "></agency-config>\n";
}

// first in the body; a theme that does not call wp_body_open gets it in the footer
add_action('wp_body_open', 'agency_widgets_print_config', 1);

add_action('wp_footer', function () {
    if (agency_widgets_server() === '') return;
    agency_widgets_print_config();
    echo "<agency-cookie-consent></agency-cookie-consent>\n";
}, 5);

add_action('wp_enqueue_scripts', function () {
    wp_enqueue_style('agency-widgets', plugins_url('assets/pages.css', AGENCY_WIDGETS_DIR . '/agency-widgets.php'), [], '1');
});
