<?php
/**
 * WordPress's sitemap (wp-sitemap.xml) lists the site's pages of the route table and every
 * property and project online, in every language, from the widgets server's own list
 * (`/sitemap.json`, what its `/sitemap.xml` lists): the plugin's pages are no posts
 * WordPress would know of.
 */

defined('ABSPATH') || exit;

add_action('init', function () {
    if (agency_widgets_server() === '' || !function_exists('wp_register_sitemap_provider')) return;

    /** The sitemap provider `agency`: the widgets server's addresses, as many per file as WordPress puts in one. */
    final class Agency_Widgets_Sitemap_Provider extends WP_Sitemaps_Provider {
        public function __construct() {
            $this->name = 'agency';
            $this->object_type = 'agency';
        }

        /** The server's list: [['loc' => …, 'lastmod' => …], …], kept as long as the server says. */
        private function entries(): array {
            $answer = agency_widgets_include('/sitemap.json', []);
            $body = $answer && (int) $answer['status'] === 200 ? json_decode($answer['body'], true) : null;
            return is_array($body['urls'] ?? null) ? $body['urls'] : [];
        }

        public function get_url_list($page_num, $object_subtype = '') {
            $size = wp_sitemaps_get_max_urls($this->object_type);
            $urls = [];
            foreach (array_slice($this->entries(), ($page_num - 1) * $size, $size) as $entry) {
                if (!is_string($entry['loc'] ?? null)) continue;
                $url = ['loc' => esc_url_raw($entry['loc'])];
                if (is_string($entry['lastmod'] ?? null)) $url['lastmod'] = $entry['lastmod'];
                $urls[] = $url;
            }
            return $urls;
        }

        public function get_max_num_pages($object_subtype = '') {
            return (int) ceil(count($this->entries()) / wp_sitemaps_get_max_urls($this->object_type));
        }
    }

    wp_register_sitemap_provider('agency', new Agency_Widgets_Sitemap_Provider());
});
