import type { MessageKey } from '../i18n';

/** The kinds of value a setting holds; each has its own control on the configuration page. */
export const SETTING_KINDS = ['text', 'number', 'boolean', 'enum', 'theme', 'mapView', 'seconds'] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export const THEMES = ['dark', 'light'] as const;
export type ThemeName = (typeof THEMES)[number];

/** Units a number setting is shown with (label `system.config.units.<unit>`). */
export const SETTING_UNITS = ['hours', 'pictures'] as const;
export type SettingUnit = (typeof SETTING_UNITS)[number];

/** The street map's zoom range (SPEC: min 4, max 18). */
export const MAP_ZOOM = { min: 4, max: 18 } as const;

export type SettingSpec =
  | { kind: 'text'; maxLength: number }
  | { kind: 'number'; min: number; max: number; integer: boolean; unit?: SettingUnit }
  | { kind: 'boolean' }
  | { kind: 'enum'; options: readonly string[]; labelPrefix: string }
  | { kind: 'theme' }
  /** The opening view of the street maps: a point and a zoom level. */
  | { kind: 'mapView' }
  /** A fixed number of waits in whole seconds (e.g. between the 1st…4th alarm SMS). */
  | { kind: 'seconds'; count: number; min: number; max: number };

export interface MapViewValue {
  lat: number;
  lng: number;
  zoom: number;
}

/** The value type a spec admits. */
export type SettingValueOf<S extends SettingSpec> = S extends { kind: 'text' }
  ? string
  : S extends { kind: 'number' }
    ? number
    : S extends { kind: 'boolean' }
      ? boolean
      : S extends { kind: 'enum' }
        ? S['options'][number]
        : S extends { kind: 'theme' }
          ? ThemeName
          : S extends { kind: 'mapView' }
            ? MapViewValue
            : S extends { kind: 'seconds' }
              ? number[]
              : never;

/** A refusal: the message key and its parameters, `{0}` being the setting's label (a `{ key }` read in the reader's language). */
export type SettingCheck<T = unknown> = { ok: true; value: T } | { ok: false; error: MessageKey; params: unknown[] };

const toNumber = (raw: unknown): number => (typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN);
const inRange = (n: number, min: number, max: number): boolean => Number.isFinite(n) && n >= min && n <= max;
const parsedJson = (raw: unknown): unknown => {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The typed value of a sent value, or why it is refused. Form bodies send text ("48", "true", JSON for lists and
 * points), so text is read as the kind's value; anything else of the wrong shape or out of range is refused.
 */
export function checkSetting(spec: SettingSpec, raw: unknown, label: MessageKey): SettingCheck {
  const name = { key: label };
  const refuse = (error: MessageKey, ...rest: unknown[]): SettingCheck => ({ ok: false, error, params: [name, ...rest] });
  switch (spec.kind) {
    case 'text': {
      const text = typeof raw === 'string' ? raw.trim() : typeof raw === 'number' ? String(raw) : undefined;
      return text !== undefined && text.length <= spec.maxLength ? { ok: true, value: text } : refuse('system.errors.settingText', spec.maxLength);
    }
    case 'number': {
      const n = toNumber(raw);
      const fits = inRange(n, spec.min, spec.max) && (!spec.integer || Number.isInteger(n));
      return fits ? { ok: true, value: n } : refuse(spec.integer ? 'system.errors.settingInteger' : 'system.errors.settingNumber', spec.min, spec.max);
    }
    case 'boolean':
      if (raw === true || raw === 'true') return { ok: true, value: true };
      if (raw === false || raw === 'false') return { ok: true, value: false };
      return refuse('system.errors.settingBoolean');
    case 'enum':
      return typeof raw === 'string' && spec.options.includes(raw) ? { ok: true, value: raw } : refuse('system.errors.settingChoice');
    case 'theme':
      return typeof raw === 'string' && (THEMES as readonly string[]).includes(raw) ? { ok: true, value: raw } : refuse('system.errors.settingChoice');
    case 'mapView': {
      const point = parsedJson(raw) as Partial<Record<keyof MapViewValue, unknown>> | undefined;
      if (!point || typeof point !== 'object' || Array.isArray(point) || Object.keys(point).some((k) => !['lat', 'lng', 'zoom'].includes(k))) return refuse('system.errors.settingMapView', MAP_ZOOM.min, MAP_ZOOM.max);
      const [lat, lng, zoom] = [toNumber(point.lat), toNumber(point.lng), toNumber(point.zoom)];
      const fits = inRange(lat, -90, 90) && inRange(lng, -180, 180) && inRange(zoom, MAP_ZOOM.min, MAP_ZOOM.max) && Number.isInteger(zoom);
      return fits ? { ok: true, value: { lat, lng, zoom } } : refuse('system.errors.settingMapView', MAP_ZOOM.min, MAP_ZOOM.max);
    }
    case 'seconds': {
      const list = parsedJson(raw);
      const numbers = Array.isArray(list) ? list.map(toNumber) : [];
      const fits = numbers.length === spec.count && numbers.every((n) => Number.isInteger(n) && inRange(n, spec.min, spec.max));
      return fits ? { ok: true, value: numbers } : refuse('system.errors.settingSeconds', spec.count, spec.min, spec.max);
    }
  }
}
