import { Injectable } from '@nestjs/common';
import type { AuthContext } from '@gengyun/core';

export type OptionParamValue = string | number | boolean | Array<string | number | boolean>;
/** The extra keys a caller sent with `selectKey` (already checked to be scalars or lists of scalars). */
export type OptionParams = Readonly<Record<string, OptionParamValue>>;

/** One option as a loader produces it. `langtype` 1: `text` is a label key the caller translates. */
export interface OptionItem {
  value: string | number;
  text: string;
  langtype?: 0 | 1;
  /** The parent option's value, for trees. */
  pid?: string | number | null;
  extend?: string | null;
}

/**
 * Loads the options of one key for the caller. It must restrict rows to `ctx.enterpriseId` (use `scoped()`),
 * and may apply the caller's data scopes.
 */
export type OptionsLoader = (ctx: AuthContext, params: OptionParams) => Promise<OptionItem[]>;

/** An entity class, as TypeORM's metadata `target` holds it. */
export type EntityClass = abstract new (...args: never[]) => unknown;

export interface OptionsProvider {
  loader: OptionsLoader;
  /** When the loader applies data scopes, callers with different scopes get separate cache entries (default true). */
  scoped: boolean;
  /** Entities the loader reads: a write to any of them drops the cached lists of this key (see OptionsInvalidator). */
  readsFrom: readonly EntityClass[];
}

export interface RegisterOptions {
  scoped?: boolean;
  readsFrom?: readonly EntityClass[];
}

/**
 * Option keys served by other areas (asset positions, types, models, manufacturers, customers, roles…). An
 * area registers its loader once, e.g. in `onModuleInit`: `registry.register('assetType', (ctx) => …)`. A
 * registered key wins over a dictionary type with the same code.
 */
@Injectable()
export class OptionsRegistry {
  private readonly providers = new Map<string, OptionsProvider>();

  register(selectKey: string, loader: OptionsLoader, options: RegisterOptions = {}): void {
    this.providers.set(selectKey, { loader, scoped: options.scoped ?? true, readsFrom: options.readsFrom ?? [] });
  }

  /** Keys whose loaders read the given entity class. */
  keysReading(entity: EntityClass): string[] {
    return [...this.providers].filter(([, p]) => p.readsFrom.includes(entity)).map(([key]) => key);
  }

  get(selectKey: string): OptionsProvider | undefined {
    return this.providers.get(selectKey);
  }

  has(selectKey: string): boolean {
    return this.providers.has(selectKey);
  }

  keys(): string[] {
    return [...this.providers.keys()].sort();
  }
}
