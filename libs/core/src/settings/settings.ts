import { Injectable, type Provider } from '@nestjs/common';
import { SETTINGS, checkSetting, type SettingKey, type SettingValue } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';

/** Where an enterprise's stored setting values come from (the system area); the catalogue's default otherwise. */
export interface SettingsSource {
  /** The stored value as it was saved, or undefined when the enterprise has not set it. */
  stored(enterpriseId: number, key: SettingKey): Promise<unknown>;
  /** Checks and stores values as the configuration page does (audited; nothing stored when one is refused). */
  update(ctx: SettingsWriter, items: ReadonlyArray<{ key: string; value: unknown }>): Promise<void>;
}

/** Who stores a setting, for the audit log. */
export type SettingsWriter = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name'>;

/**
 * Reads an enterprise's settings for any area's code (an upload's picture limit, a login's default theme) without that
 * area depending on the one that stores them, and knows which areas are installed: a setting of an area that is not is
 * neither shown nor accepted.
 */
@Injectable()
export class Settings {
  private source?: SettingsSource;
  private readonly areas = new Set<string>();

  useSource(source: SettingsSource): void {
    this.source = source;
  }

  registerArea(name: string): void {
    this.areas.add(name);
  }

  hasArea(name: string): boolean {
    return this.areas.has(name);
  }

  /** The enterprise's value, or the default when it has none (or a stored value no longer fits the setting's type). */
  async get<K extends SettingKey>(enterpriseId: number, key: K): Promise<SettingValue<K>> {
    const entry = SETTINGS[key];
    const stored = this.source ? await this.source.stored(enterpriseId, key) : undefined;
    if (stored === undefined) return entry.default as SettingValue<K>;
    const checked = checkSetting(entry.spec, stored, entry.label);
    return (checked.ok ? checked.value : entry.default) as SettingValue<K>;
  }

  /** Stores `value` only when the enterprise has none of its own (demo data: the map opens on the demo plant). */
  async setIfUnset<K extends SettingKey>(ctx: SettingsWriter, key: K, value: SettingValue<K>): Promise<void> {
    if (!this.source || (await this.source.stored(ctx.enterpriseId, key)) !== undefined) return;
    await this.source.update(ctx, [{ key, value }]);
  }
}

/** In an area module's providers: the settings the catalogue gives to `area` are shown and read. */
export const settingsOfArea = (area: string): Provider => ({
  provide: `settings-area:${area}`,
  useFactory: (settings: Settings) => settings.registerArea(area),
  inject: [Settings],
});
