import { AppConfig, ConfigError } from './app.config';

describe('AppConfig', () => {
  it('defaults to embedded mode on SQLite under data/', () => {
    const config = AppConfig.fromEnv({});
    expect(config.mode).toBe('embedded');
    expect(config.db.type).toBe('sqlite');
    expect(config.db.url).toBe('sqlite:data/gengyun.sqlite');
    expect(config.seedDemo).toBe(true);
    expect(config.http.port).toBe(3000);
  });

  it('is scaled out when REDIS_URL is set, and reads MySQL and MariaDB URLs', () => {
    const mysql = AppConfig.fromEnv({ REDIS_URL: 'redis://r:6379', DB_URL: 'mysql://u:p@db:3306/g', MQTT_URL: 'mqtt://b:1883' });
    expect(mysql.mode).toBe('scaled');
    expect(mysql.db.type).toBe('mysql');
    expect(mysql.seedDemo).toBe(false);
    expect(AppConfig.fromEnv({ DB_URL: 'mariadb://u@db/g' }).db.type).toBe('mariadb');
  });

  it('stops with every problem listed, not just the first', () => {
    let error: unknown;
    try {
      AppConfig.fromEnv({ PORT: 'eighty', DB_URL: 'postgres://x', SMS_PROVIDER: 'http', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.join('\n');
    for (const name of ['PORT', 'DB_URL', 'SMS_HTTP_URL', 'LOG_LEVEL']) expect(problems).toContain(name);
    expect((error as ConfigError).message).toMatch(/Invalid configuration/);
  });

  it('trusts no proxy unless TRUST_PROXY lists addresses or CIDR ranges', () => {
    expect(AppConfig.fromEnv({}).http.trustProxy).toEqual([]);
    expect(AppConfig.fromEnv({ TRUST_PROXY: '' }).http.trustProxy).toEqual([]);
    expect(AppConfig.fromEnv({ TRUST_PROXY: ' 10.0.0.5, 172.16.0.0/12,::1,fd00::/8 ' }).http.trustProxy).toEqual(['10.0.0.5', '172.16.0.0/12', '::1', 'fd00::/8']);
    for (const wrong of ['true', '10.0.0.0/33', 'nginx', '10.0.0.1/8/1', '1.2.3']) expect(() => AppConfig.fromEnv({ TRUST_PROXY: wrong })).toThrow(/TRUST_PROXY/);
  });

  it('runs the demo feed where the demo is seeded in embedded mode on the embedded broker, unless told otherwise', () => {
    expect(AppConfig.fromEnv({}).demoFeed).toEqual({ enabled: true, intervalMs: 2000, excursion: { firstMs: 60_000, everyMs: 600_000, lengthMs: 90_000 } });
    expect(AppConfig.fromEnv({ DEMO_FEED: 'false' }).demoFeed.enabled).toBe(false);
    expect(AppConfig.fromEnv({ SEED_DEMO: 'false' }).demoFeed.enabled).toBe(false);
    expect(AppConfig.fromEnv({ MQTT_URL: 'mqtt://b:1883' }).demoFeed.enabled).toBe(false);
    expect(AppConfig.fromEnv({ REDIS_URL: 'redis://r:6379', SEED_DEMO: 'true' }).demoFeed.enabled).toBe(false);
    expect(AppConfig.fromEnv({ REDIS_URL: 'redis://r:6379', DEMO_FEED: 'true' }).demoFeed.enabled).toBe(true);
    expect(AppConfig.fromEnv({ DEMO_FEED_INTERVAL_SECONDS: '0.2', DEMO_FEED_EXCURSION_LENGTH_SECONDS: '1.5' }).demoFeed).toMatchObject({ intervalMs: 200, excursion: { lengthMs: 1500 } });
    expect(() => AppConfig.fromEnv({ DEMO_FEED_INTERVAL_SECONDS: '0' })).toThrow(/DEMO_FEED_INTERVAL_SECONDS/);
  });

  it('reads booleans from text', () => {
    expect(AppConfig.fromEnv({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(() => AppConfig.fromEnv({ SEED_DEMO: 'maybe' })).toThrow(ConfigError);
  });
});
