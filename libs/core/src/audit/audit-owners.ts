import { Injectable } from '@nestjs/common';
import type { PermissionCode } from '@gengyun/contracts';
import type { AuthContext } from '../auth/auth-context';
import { BusinessError } from '../http/business-error';
import { holdsAny } from '../tenancy/scope-check';

/** Who reads a change log. */
export type AuditReader = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'isAdmin' | 'permissions' | 'scopes'>;

/** What the area owning a kind of object (a business number) says about reading its change log. */
export interface AuditOwner {
  /** Any one of these lets a caller read the logs of this kind of object: the permissions of its list or detail. */
  permissions: readonly PermissionCode[];
  /**
   * Resolves when the object is of the caller's enterprise and within their data scope; throws "not found" when it is
   * unknown, another enterprise's or outside the scope (the area's own `findScoped` lookup).
   */
  check(ctx: AuditReader, dataId: number): Promise<void>;
}

/**
 * Audit owners (ARCHITECTURE §2): every area registers, per business number it records changes under, who may read
 * those logs. Core names no area; a business number nobody registered has no readable log.
 */
@Injectable()
export class AuditOwners {
  private readonly owners = new Map<string, AuditOwner>();
  private personalDataReaders: PermissionCode[] = [];

  register(businessNo: string, owner: AuditOwner): void {
    if (this.owners.has(businessNo)) throw new Error(`audit owner for "${businessNo}" registered twice`);
    this.owners.set(businessNo, owner);
  }

  /** Said by the area owning people: who sees phone numbers, e-mail addresses and id numbers in remarks unmasked. */
  revealPersonalDataTo(codes: readonly PermissionCode[]): void {
    this.personalDataReaders = [...codes];
  }

  registered(): string[] {
    return [...this.owners.keys()].sort();
  }

  /** Refuses an unregistered business number (422), a caller without the permission (403), an object out of reach (404). */
  async authorize(ctx: AuditReader, businessNo: string, dataId: number): Promise<void> {
    const owner = this.owners.get(businessNo);
    if (!owner) throw new BusinessError('common.errors.unknownBusiness', 422, [businessNo]);
    if (!holdsAny(ctx, owner.permissions)) throw BusinessError.forbidden();
    await owner.check(ctx, dataId);
  }

  /** Administrators, and holders of a permission the people area named, read personal data unmasked. */
  readsPersonalData(ctx: Pick<AuthContext, 'isAdmin' | 'permissions'>): boolean {
    return holdsAny(ctx, this.personalDataReaders);
  }
}
