import type { DataScope, PermissionCode } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import { BusinessError } from '../http/business-error';

type Viewer = Pick<AuthContext, 'isAdmin' | 'permissions' | 'scopes'>;

/** An object's place in each data dimension it carries; `null`: it has none in that dimension. */
export type ObjectScope = Partial<Record<DataScope, number | null>>;

const sets = new WeakMap<readonly number[], ReadonlySet<number>>();
const asSet = (ids: readonly number[]): ReadonlySet<number> => {
  let set = sets.get(ids);
  if (!set) sets.set(ids, (set = new Set(ids)));
  return set;
};

/**
 * Whether a viewer's data scopes include an object — the same rule `scoped()` applies in SQL: a dimension the viewer
 * is not restricted in lets everything through; a restricted one only the listed ids (an object with none in it
 * stays hidden, as `column IN (…)` leaves out NULL).
 */
export function inScope(viewer: Pick<Viewer, 'isAdmin' | 'scopes'>, scope: ObjectScope): boolean {
  if (viewer.isAdmin) return true;
  for (const [dimension, id] of Object.entries(scope) as Array<[DataScope, number | null]>) {
    const allowed = viewer.scopes[dimension];
    if (!allowed) continue;
    if (id === null || id === undefined || !asSet(allowed).has(id)) return false;
  }
  return true;
}

/** Whether a viewer holds any of the codes (administrators hold every one). */
export function holdsAny(viewer: Pick<Viewer, 'isAdmin' | 'permissions'>, codes: PermissionCode | readonly PermissionCode[]): boolean {
  if (viewer.isAdmin) return true;
  return (typeof codes === 'string' ? [codes] : codes).some((code) => viewer.permissions.has(code));
}

/** Refuses to write an object its writer could not then see (a location-limited user creating one with no location). */
export function ensureInScope(viewer: Pick<Viewer, 'isAdmin' | 'scopes'>, scope: ObjectScope): void {
  if (!inScope(viewer, scope)) throw new BusinessError('common.errors.outsideScope', 422);
}
