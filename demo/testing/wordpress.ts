/**
 * A real WordPress for the end-to-end test of the plugin, from Debian's packages
 * (`wordpress`, `wordpress-theme-twentytwentythree`, `apache2`, `libapache2-mod-php`,
 * `php-mysql`, `php-xml`, `mariadb-server`; `.ci/run` installs them), started the way
 * demo/testing/postgres-setup.ts starts PostgreSQL: everything in a temporary folder, on a
 * free port, stopped and removed at the end, nothing of the machine's own configuration
 * touched (service scripts are not used).
 *
 * - MariaDB: an empty data folder, reached by a socket of the folder, without grant tables
 *   (a throwaway database nobody else reaches; it starts in a second where
 *   mariadb-install-db takes ten);
 * - WordPress: Debian's files as they are; Debian's wp-config.php looks for a file under
 *   /etc/wordpress, so Apache's PHP is given ABSPATH first (auto_prepend_file), which makes
 *   WordPress read the folder's own wp-config.php and wp-content;
 * - Apache: `apache2 -f <conf> -DFOREGROUND` with mod_php (prefork), the pretty permalinks'
 *   rewrite, run as www-data when started as root.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.ts';

export const WORDPRESS_PACKAGES = ['wordpress', 'wordpress-theme-twentytwentythree', 'apache2', 'libapache2-mod-php', 'php-mysql', 'php-xml', 'mariadb-server'];

const WORDPRESS = '/usr/share/wordpress';
const THEME = `${WORDPRESS}/wp-content/themes/twentytwentythree`;
const APACHE_MODULES = '/usr/lib/apache2/modules';

export interface WordPress {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  url(path?: string): string;
  admin: { user: string; password: string };
  author: { user: string; password: string };
  /** runs PHP with WordPress loaded (as the site's CLI would) and gives what it printed */
  php(code: string): string;
  /**
   * PHP's errors so far, one a line; not WordPress's warning that WordPress.org cannot be
   * reached (the site is kept offline: WP_HTTP_BLOCK_EXTERNAL)
   */
  errors(): string;
  stop(): Promise<void>;
}

/** What is missing on this machine, said the way to fix it. */
function missing(): string[] {
  const needs: [boolean, string][] = [
    [existsSync(`${WORDPRESS}/wp-settings.php`), 'wordpress'],
    [existsSync(`${THEME}/theme.json`), 'wordpress-theme-twentytwentythree'],
    [existsSync('/usr/sbin/apache2'), 'apache2'],
    [existsSync(APACHE_MODULES) && readdirSync(APACHE_MODULES).some((file) => /^libphp8\.\d+\.so$/.test(file)), 'libapache2-mod-php'],
    [existsSync('/usr/sbin/mariadbd'), 'mariadb-server'],
    // WordPress's sitemaps need SimpleXML
    [existsSync('/etc/php') && readdirSync('/etc/php').some((version) => existsSync(`/etc/php/${version}/mods-available/simplexml.ini`)), 'php-xml'],
  ];
  return needs.filter(([found]) => !found).map(([, name]) => name);
}


/** Polls `check` until it holds; a hang guard, not a timing: it fails only when the service never comes. */
async function until(what: string, check: () => boolean | Promise<boolean>, log: () => string): Promise<void> {
  const end = Date.now() + 120_000;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // not there yet
    }
    if (Date.now() > end) throw new Error(`${what} did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const read = (file: string) => (existsSync(file) ? execFileSync('tail', ['-n', '40', file], { encoding: 'utf8' }) : '');

/** Starts MariaDB, Apache and a fresh WordPress in a temporary folder, with an administrator and an author. */
export async function startWordPress(): Promise<WordPress> {
  const absent = missing();
  if (absent.length > 0) {
    throw new Error(`The WordPress end-to-end test needs Debian's ${absent.join(', ')}: apt-get install -y ${WORDPRESS_PACKAGES.join(' ')} (.ci/run installs them).`);
  }
  const root = userInfo().uid === 0;
  const dir = mkdtempSync(join(tmpdir(), 'agency-wp-'));
  // Apache's children (www-data) read WordPress's files here and reach the database's socket
  chmodSync(dir, 0o755);
  const children: ChildProcess[] = [];
  // the services run in process groups of their own: a test process that ends without stop() ends them too
  const orphans = () => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', orphans);
  const stop = async () => {
    process.off('exit', orphans);
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // the database
    const socket = join(dir, 'mysql.sock');
    const databaseLog = join(dir, 'mariadb.log');
    mkdirSync(join(dir, 'db'));
    const mariadb = spawn(
      '/usr/sbin/mariadbd',
      [
        '--no-defaults',
        `--datadir=${join(dir, 'db')}`,
        `--socket=${socket}`,
        `--pid-file=${join(dir, 'mariadb.pid')}`,
        `--log-error=${databaseLog}`,
        '--skip-networking',
        '--skip-grant-tables',
        '--skip-log-bin',
        '--innodb-flush-log-at-trx-commit=0',
        ...(root ? ['--user=root'] : []),
      ],
      { stdio: 'ignore', detached: true },
    );
    children.push(mariadb);
    const sql = (statement: string) => execFileSync('mariadb', ['--no-defaults', `--socket=${socket}`, '-uroot', '-e', statement], { stdio: ['ignore', 'pipe', 'pipe'] });
    await until('MariaDB', () => existsSync(socket) && (sql('SELECT 1'), true), () => read(databaseLog));
    sql('CREATE DATABASE wordpress CHARACTER SET utf8mb4');

    // WordPress's files, its configuration and its content folder
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const tree = join(dir, 'wp');
    const content = join(dir, 'content');
    mkdirSync(tree);
    for (const name of readdirSync(WORDPRESS)) {
      if (name !== 'wp-config.php' && name !== 'wp-content') symlinkSync(join(WORDPRESS, name), join(tree, name));
    }
    for (const folder of ['plugins', 'themes', 'uploads', 'upgrade']) mkdirSync(join(content, folder), { recursive: true });
    symlinkSync(THEME, join(content, 'themes', 'twentytwentythree'));
    const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
    writeFileSync(
      join(tree, 'wp-config.php'),
      `<?php
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', '${origin}');
define('WP_SITEURL', '${origin}');
define('WP_CONTENT_DIR', '${content}');
define('WP_CONTENT_URL', '${origin}/wp-content');
define('FS_METHOD', 'direct');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost');
${keys.map((key) => `define('${key}', 'agency-e2e-${key}');`).join('\n')}
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
`,
    );
    const prepend = join(dir, 'prepend.php');
    writeFileSync(prepend, `<?php define('ABSPATH', '${tree}/');\n`);

    // PHP's command line with WordPress loaded (auto_prepend_file does not apply to `php -r`)
    let scripts = 0;
    const run = (code: string, installing = false) => {
      const script = join(dir, `cli-${++scripts}.php`);
      writeFileSync(
        script,
        `<?php\ndefine('ABSPATH', '${tree}/');\n${installing ? "define('WP_INSTALLING', true);\n" : ''}$_SERVER['HTTP_HOST'] = '127.0.0.1:${port}';\nrequire ABSPATH . 'wp-load.php';\n${code}\n`,
      );
      return execFileSync('php', [script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    };
    const admin = { user: 'admin', password: 'agency-admin-password' };
    const author = { user: 'author', password: 'agency-author-password' };
    run(
      `require_once ABSPATH . 'wp-admin/includes/upgrade.php';
add_filter('pre_wp_mail', '__return_true');
wp_install('Immo Demo', '${admin.user}', 'admin@immo-demo.example', true, '', '${admin.password}');
global $wp_rewrite;
$wp_rewrite->set_permalink_structure('/%postname%/');
flush_rewrite_rules(false);
wp_insert_user(['user_login' => '${author.user}', 'user_pass' => '${author.password}', 'user_email' => 'author@immo-demo.example', 'role' => 'author']);`,
      true,
    );
    if (root) execFileSync('chown', ['-R', 'www-data:www-data', content]);

    // Apache
    const php8 = readdirSync(APACHE_MODULES).find((file) => /^libphp8\.\d+\.so$/.test(file))!;
    const errorLog = join(dir, 'apache-error.log');
    const conf = join(dir, 'apache.conf');
    writeFileSync(
      conf,
      `ServerRoot /etc/apache2
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${join(dir, 'apache.pid')}
DefaultRuntimeDir ${dir}
Mutex file:${dir} default
ErrorLog ${errorLog}
LogLevel warn
${root ? 'User www-data\nGroup www-data' : ''}
${['mpm_prefork', 'authz_core', 'dir', 'mime', 'alias', 'rewrite'].map((name) => `LoadModule ${name}_module ${APACHE_MODULES}/mod_${name}.so`).join('\n')}
LoadModule php_module ${APACHE_MODULES}/${php8}
TypesConfig /etc/mime.types
StartServers 2
MinSpareServers 2
MaxSpareServers 6
MaxRequestWorkers 12
DocumentRoot ${WORDPRESS}
DirectoryIndex index.php
<FilesMatch "\\.php$">
  SetHandler application/x-httpd-php
</FilesMatch>
php_value auto_prepend_file ${prepend}
php_value upload_max_filesize 16M
php_value post_max_size 16M
php_flag display_errors off
php_value error_log ${errorLog}
Alias /wp-content ${content}
<Directory />
  Require all granted
  Options FollowSymLinks
  AllowOverride None
</Directory>
RewriteEngine On
RewriteCond %{REQUEST_URI} !^/wp-content/
RewriteCond %{DOCUMENT_ROOT}%{REQUEST_URI} !-f
RewriteCond %{DOCUMENT_ROOT}%{REQUEST_URI} !-d
RewriteRule ^ /index.php [L]
`,
    );
    // a process group of its own: Apache stops by signalling its whole group
    const apache = spawn('/usr/sbin/apache2', ['-f', conf, '-DFOREGROUND'], { stdio: 'ignore', detached: true });
    children.push(apache);
    await until('Apache', async () => (await fetch(`${origin}/wp-login.php`)).status === 200, () => read(errorLog));

    return {
      origin,
      url: (path = '/') => `${origin}${path}`,
      admin,
      author,
      php: (code: string) => run(code),
      errors: () =>
        (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '')
          .split('\n')
          .filter((line) => line.includes('PHP ') && !line.includes('could not establish a secure connection to WordPress.org'))
          .join('\n'),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
