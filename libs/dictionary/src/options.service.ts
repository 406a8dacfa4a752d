import { Injectable, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { OptionItem as OptionAnswer } from '@gengyun/contracts';
import { BusinessError, CacheRegistry, Translator, type AuthContext, type Sendable } from '@gengyun/core';
import { DictItem, DictType } from './dictionary.entity';
import { PROVIDED_OPTION_KEYS } from './dictionary.defaults';
import { DictionarySeeder } from './dictionary.seeder';
import { OptionsCache } from './options-cache';
import { OptionsRegistry, type OptionItem, type OptionParams, type OptionsProvider } from './options.registry';

/** An option as the API answers it: the loader's item plus `label`, the text in the caller's language. */
/** An option as answered, with its label in the caller's language. */
export type OptionView = Sendable<OptionAnswer>;

/** `"123"` → 123 for integer-looking dictionary values, so they compare equal to numeric columns. */
const toValue = (value: string): string | number => (/^-?\d{1,15}$/.test(value) ? Number(value) : value);

const stable = (params: OptionParams): string =>
  JSON.stringify(Object.keys(params).sort().map((k) => [k, params[k]]));

const scopeSignature = (ctx: AuthContext): string =>
  ctx.isAdmin ? 'admin' : JSON.stringify(Object.entries(ctx.scopes).sort(([a], [b]) => a.localeCompare(b)));

/**
 * Option lists by key (SPEC sections 3 and 9): registered loaders of other areas first, then the enterprise's
 * dictionary types. Cached 30 s per (enterprise, key, params[, data scopes]); concurrent callers share one
 * load; edits invalidate the enterprise's entries.
 */
@Injectable()
export class OptionsService implements OnModuleInit {
  private readonly cache = new OptionsCache<OptionItem[]>();

  constructor(
    @InjectRepository(DictType) private readonly types: Repository<DictType>,
    @InjectRepository(DictItem) private readonly items: Repository<DictItem>,
    private readonly registry: OptionsRegistry,
    private readonly seeder: DictionarySeeder,
    private readonly translator: Translator,
    private readonly caches: CacheRegistry,
  ) {}

  onModuleInit(): void {
    this.caches.register('dictionary.options', this.cache);
  }

  async options(ctx: AuthContext, selectKey: string, params: OptionParams = {}): Promise<OptionView[]> {
    const items = await this.raw(ctx, selectKey, params);
    return Promise.all(items.map((item) => this.view(ctx, item)));
  }

  /** The option whose value is `value` (compared as text). */
  async option(ctx: AuthContext, selectKey: string, value: string | number, params: OptionParams = {}): Promise<OptionView> {
    const item = await this.item(ctx, selectKey, value, params);
    if (!item) throw BusinessError.notFound();
    return this.view(ctx, item);
  }

  /** The option whose value is `value`, untranslated (its text a label key when `langtype` is 1), if there is one. */
  async item(ctx: AuthContext, selectKey: string, value: string | number, params: OptionParams = {}): Promise<OptionItem | undefined> {
    return (await this.raw(ctx, selectKey, params)).find((i) => String(i.value) === String(value));
  }

  /** Drops the enterprise's cached lists (one key, or all); other areas call it after editing their rows. */
  invalidate(enterpriseId: number, selectKey?: string): void {
    this.cache.invalidate(selectKey ? `${enterpriseId}|${selectKey}|` : `${enterpriseId}|`);
  }

  /** Drops one key's lists for every enterprise (a write whose rows were not loaded, e.g. a bulk update). */
  invalidateEverywhere(selectKey: string): void {
    this.cache.invalidateWhere((key) => key.split('|')[1] === selectKey);
  }

  /** Whether a field or caller may use the key: registered, provided by SPEC, or a dictionary type of the enterprise. */
  async isKnownKey(enterpriseId: number, selectKey: string): Promise<boolean> {
    if (this.registry.has(selectKey) || (PROVIDED_OPTION_KEYS as readonly string[]).includes(selectKey)) return true;
    await this.seeder.ensure(enterpriseId);
    return this.types.exist({ where: { enterprise_id: enterpriseId, code: selectKey } });
  }

  private raw(ctx: AuthContext, selectKey: string, params: OptionParams): Promise<OptionItem[]> {
    const provider = this.registry.get(selectKey);
    const scopes = provider?.scoped ? scopeSignature(ctx) : '';
    const key = `${ctx.enterpriseId}|${selectKey}|${stable(params)}|${scopes}`;
    return this.cache.getOrLoad(key, () => this.load(ctx, selectKey, params, provider));
  }

  private async load(ctx: AuthContext, selectKey: string, params: OptionParams, provider?: OptionsProvider): Promise<OptionItem[]> {
    if (provider) return provider.loader(ctx, params);
    await this.seeder.ensure(ctx.enterpriseId);
    const type = await this.types.findOneBy({ enterprise_id: ctx.enterpriseId, code: selectKey });
    if (!type) {
      if ((PROVIDED_OPTION_KEYS as readonly string[]).includes(selectKey)) return [];
      throw BusinessError.notFound();
    }
    if (!type.enabled) return [];
    const rows = await this.items.find({
      where: { enterprise_id: ctx.enterpriseId, type_id: type.id },
      order: { sort: 'ASC', id: 'ASC' },
    });
    const valueOf = new Map(rows.map((r) => [r.id, r.value]));
    const enabled = new Set(rows.filter((r) => r.enabled).map((r) => r.id));
    const visible = rows.filter((r) => enabled.has(r.id) && (r.parent_id === null || enabled.has(r.parent_id)));
    const pid = params.pid === undefined ? undefined : String(params.pid);
    return visible
      .map((r): OptionItem => ({
        value: toValue(r.value),
        text: r.text,
        langtype: r.is_lang ? 1 : 0,
        pid: r.parent_id === null ? null : toValue(valueOf.get(r.parent_id) ?? ''),
        extend: r.extend,
      }))
      .filter((o) => pid === undefined || String(o.pid ?? '') === pid);
  }

  private async view(ctx: AuthContext, item: OptionItem): Promise<OptionView> {
    const langtype = item.langtype === 1 ? 1 : 0;
    const label = langtype ? await this.translator.t(item.text, ctx.lang, [], ctx.enterpriseId) : item.text;
    return { ...item, langtype, label };
  }
}
