// Makes sure the services the tests talk to are running on this machine (MariaDB, Redis, Mosquitto),
// starting the ones that are installed but stopped. Used by `npm test` and `.ci/run`.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';

const canConnect = (port, host = '127.0.0.1', timeoutMs = 500) =>
  new Promise((resolve) => {
    const socket = net.connect({ port, host });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const sh = (cmd) => spawnSync('bash', ['-c', cmd], { stdio: 'ignore' }).status === 0;
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const services = [
  {
    name: 'MariaDB',
    port: 3306,
    start: () => {
      if (!existsSync('/usr/sbin/mariadbd')) return false;
      mkdirSync('/run/mysqld', { recursive: true });
      sh('chown mysql:mysql /run/mysqld');
      return sh('start-stop-daemon --start --oknodo --background --exec /usr/sbin/mariadbd -- --user=mysql');
    },
  },
  {
    name: 'Redis',
    port: 6379,
    start: () => {
      mkdirSync('/var/lib/redis', { recursive: true });
      mkdirSync('/var/log/redis', { recursive: true });
      return sh(
        'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log',
      );
    },
  },
  {
    name: 'Mosquitto',
    port: 1883,
    start: () => {
      mkdirSync('/run/mosquitto', { recursive: true });
      sh('chown mosquitto: /run/mosquitto');
      return sh('mosquitto -d -c /etc/mosquitto/mosquitto.conf');
    },
  },
];

export async function ensureServices() {
  for (const service of services) {
    if (await canConnect(service.port)) continue;
    process.stdout.write(`starting ${service.name}…\n`);
    if (!isRoot || !service.start()) throw new Error(`${service.name} is not running on port ${service.port} and could not be started`);
    for (let i = 0; i < 60 && !(await canConnect(service.port)); i++) await sleep(500);
    if (!(await canConnect(service.port))) throw new Error(`${service.name} did not come up on port ${service.port}`);
  }
  ensureTestDatabaseUser();
}

/** The suites create one database per test file; root over TCP may be refused where unix_socket auth is on. */
function ensureTestDatabaseUser() {
  if (sh(`mariadb -uroot -h127.0.0.1 -e 'SELECT 1'`)) return;
  execSync(
    `mariadb -e "CREATE USER IF NOT EXISTS 'gengyun'@'127.0.0.1' IDENTIFIED BY 'gengyun'; GRANT ALL PRIVILEGES ON *.* TO 'gengyun'@'127.0.0.1'; FLUSH PRIVILEGES;"`,
  );
  process.env.TEST_MYSQL_URL = 'mysql://gengyun:gengyun@127.0.0.1:3306';
}

const mariadbCli = () => (process.env.TEST_MYSQL_URL ? '-ugengyun -pgengyun' : '-uroot') + ' -h127.0.0.1 -N -e';

/**
 * For the MariaDB runs, two server settings, each put back by the function returned:
 * - the suites commit thousands of small transactions, each waiting for an fsync of the redo log. Writing the log to
 *   the OS at each commit instead (flushed every second) loses nothing when mariadbd stops, only when the machine
 *   itself does — which no suite does;
 * - each suite copies a hundred tables into a database of its own and drops it at the end. With a file per table that
 *   is a hundred files created, synced and deleted (about 6 s of a suite's boot, here); in the shared system
 *   tablespace the same copy takes half of that and the tables behave the same (the space a drop frees is reused).
 */
export function relaxMariaDbForTests() {
  const restores = [
    ['innodb_flush_log_at_trx_commit', '2', /^[0-2]$/],
    ['innodb_file_per_table', '0', /^[01]$/],
  ].map(([variable, value, valid]) => {
    const read = spawnSync('bash', ['-c', `mariadb ${mariadbCli()} 'SELECT @@GLOBAL.${variable}'`], { encoding: 'utf8' });
    const before = read.status === 0 ? read.stdout.trim() : '';
    if (!valid.test(before) || !sh(`mariadb ${mariadbCli()} 'SET GLOBAL ${variable} = ${value}'`)) return () => {};
    return () => sh(`mariadb ${mariadbCli()} 'SET GLOBAL ${variable} = ${before}'`);
  });
  return () => restores.forEach((restore) => restore());
}

/** Chromium and CJK fonts from Debian's packages (never a browser download by a test tool). */
export function ensureChromium() {
  if (existsSync('/usr/bin/chromium')) return true;
  if (!isRoot) return false;
  process.stdout.write('installing chromium and fonts-noto-cjk from apt…\n');
  return sh('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-cjk');
}
