import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import type { DataScope } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import { isUniqueViolation } from '../database/driver-errors';
import { EventBus } from '../events/event-bus';
import { BusinessError } from '../http/business-error';
import { AccessVersion } from './access-version.entity';

export type Scopes = Partial<Record<DataScope, number[]>>;

/** One grantable node of a dimension: a location, an equipment type… (`parent_id` null at the top). */
export interface ScopeNode {
  id: number;
  parent_id: number | null;
  name: string;
}

/** Who asks for a dimension's nodes: they get those within their own data scope. */
export type ScopeViewer = Pick<AuthContext, 'enterpriseId' | 'scopes' | 'isAdmin'>;

/** The area owning a data dimension says which ids exist and how a grant widens (a tree node: its whole subtree). */
export interface ScopeDimension {
  /** The granted ids with everything below them, all of this enterprise. */
  expand(enterpriseId: number, granted: readonly number[]): Promise<number[]>;
  /** Those of `ids` that are not of this enterprise. */
  missing(enterpriseId: number, ids: readonly number[]): Promise<number[]>;
  /** What a role editor may pick: the enterprise's nodes within the viewer's scope, parents before children. */
  nodes(viewer: ScopeViewer): Promise<ScopeNode[]>;
}

/** Expansions kept per enterprise, version and grant; roles share grants, so few distinct ones exist. */
const MAX_CACHED = 5_000;

/**
 * The one data scope (ARCHITECTURE §4): what a session's roles grant, widened once to whole subtrees by the areas that
 * own each dimension, cached until the enterprise's access version moves. Every list, detail, count, export, map
 * and push then applies the same expanded ids (`scoped()` in SQL, `inScope()` in memory).
 */
@Injectable()
export class DataScopes {
  private readonly dimensions = new Map<DataScope, ScopeDimension>();
  private readonly cache = new Map<string, Promise<number[]>>();

  constructor(
    @InjectRepository(AccessVersion) private readonly versions: Repository<AccessVersion>,
    private readonly bus: EventBus,
  ) {}

  register(dimension: DataScope, owner: ScopeDimension): void {
    if (this.dimensions.has(dimension)) throw new Error(`Two owners for data scope ${dimension}`);
    this.dimensions.set(dimension, owner);
  }

  async version(enterpriseId: number): Promise<number> {
    return (await this.versions.findOne({ where: { enterprise_id: enterpriseId } }))?.version ?? 0;
  }

  /** Each restricted dimension widened to the granted ids' subtrees (of this enterprise only). */
  async expand(enterpriseId: number, version: number, granted: Scopes): Promise<Scopes> {
    const out: Scopes = {};
    for (const [dimension, ids] of Object.entries(granted) as Array<[DataScope, number[]]>) {
      const owner = this.dimensions.get(dimension);
      out[dimension] = owner && ids.length ? await this.cached(`${enterpriseId}:${version}:${dimension}:${ids.join(',')}`, () => owner.expand(enterpriseId, ids)) : [...ids];
    }
    return out;
  }

  /** Refuses ids of a dimension no area owns, or that are not of this enterprise ("not found"). */
  async check(enterpriseId: number, granted: Scopes): Promise<void> {
    for (const [dimension, ids] of Object.entries(granted) as Array<[DataScope, number[]]>) {
      if (!ids.length) continue;
      const owner = this.dimensions.get(dimension);
      if (!owner || (await owner.missing(enterpriseId, ids)).length) throw BusinessError.notFound();
    }
  }

  /** The dimensions some area owns (a role may be restricted in these). */
  owned(): DataScope[] {
    return [...this.dimensions.keys()];
  }

  /** Each owned dimension with the nodes the viewer may grant (the role editor's pickers), in registration order. */
  async pickable(viewer: ScopeViewer): Promise<Array<{ dimension: DataScope; nodes: ScopeNode[] }>> {
    return Promise.all([...this.dimensions].map(async ([dimension, owner]) => ({ dimension, nodes: await owner.nodes(viewer) })));
  }

  /**
   * What some users may see or do changed — call after the change is committed. Cached rights and expansions of the
   * enterprise are stale in every process from now on, and the users' open sockets are checked again.
   */
  async changed(enterpriseId: number, userIds?: number[]): Promise<void> {
    const moved = await this.versions.increment({ enterprise_id: enterpriseId }, 'version', 1);
    if (!moved.affected) {
      try {
        await this.versions.insert({ enterprise_id: enterpriseId, version: 1 });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await this.versions.increment({ enterprise_id: enterpriseId }, 'version', 1);
      }
    }
    this.bus.emit('access.changed', userIds ? { enterpriseId, userIds } : { enterpriseId });
  }

  private cached(key: string, load: () => Promise<number[]>): Promise<number[]> {
    let hit = this.cache.get(key);
    if (!hit) {
      if (this.cache.size >= MAX_CACHED) this.cache.delete(this.cache.keys().next().value as string);
      hit = load().catch((error: unknown) => {
        this.cache.delete(key);
        throw error;
      });
      this.cache.set(key, hit);
    }
    return hit;
  }
}
