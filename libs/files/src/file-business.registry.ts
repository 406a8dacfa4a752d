import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { PermissionCode } from '@gengyun/contracts';
import { BusinessError, holdsAny, type AuthContext } from '@gengyun/core';

export type FileCaller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin' | 'permissions'>;

/**
 * Throws "not found" when the caller may not reach the object `dataId` of a business (another enterprise's,
 * outside the caller's data scopes, or unknown); resolves otherwise.
 */
export type OwnerCheck = (ctx: FileCaller, dataId: number) => Promise<void>;

/** What the area owning a kind of object (a business number) says about the files attached to it. */
export interface FileOwner {
  /** The object exists and the caller may see it (its area's scoped lookup): every read of its files runs it. */
  find: OwnerCheck;
  /** Any one of these, with `find`, lets a caller change the object's files (upload with its `data_id`, delete one): the area's edit permission. */
  edit: readonly PermissionCode[];
  /**
   * Any one of these lets a caller upload before the object exists (no `data_id`; the area binds the files on save):
   * the permission to create such an object, and to edit it where its edit form uploads new files the same way.
   */
  unbound: readonly PermissionCode[];
  /**
   * Whether the enterprise's picture-count limit (setting `upload.imageCountLimit`) applies to one object's pictures;
   * false where an object keeps one current picture beside its past ones (the enterprise logo). Default true.
   */
  countsPictures?: boolean;
  /** False where a file not bound yet is nobody's to read (copies being made); default true (only tenant-checked). */
  unboundReadable?: boolean;
  /**
   * Of these unbound files of the enterprise, the ids its objects still point at (unbound by design). An owner that
   * answers lets the sweep delete its other unbound files once they are older than the grace period; an owner that
   * does not (a position's floor plan) never has its files swept.
   */
  referenced?: (enterpriseId: number, fileIds: readonly number[]) => Promise<readonly number[]>;
}

/** A file the server made (an export) rather than one uploaded to `file_info`. */
export interface GeneratedFile {
  name: string;
  mime: string;
  stream: Readable;
  size?: number;
}

/** Where `/exportFile` finds the files of a business number that are not `file_info` rows. */
export interface GeneratedFileSource {
  /** The feature permission a caller needs to download (instead of `files:file:read`). */
  permission: PermissionCode;
  /** The file with this id for the caller, or a BusinessError ("not found", "not ready"…). */
  open(ctx: AuthContext, id: number): Promise<GeneratedFile>;
}

/**
 * What other areas tell the files area about their business numbers, without the files area importing them:
 * who may reach the files attached to an object (owner checks), and files they generate themselves
 * (download sources). An area registers once, e.g. in `onModuleInit`.
 */
@Injectable()
export class FileBusinessRegistry {
  private readonly owners = new Map<string, FileOwner>();
  private readonly sources = new Map<string, GeneratedFileSource>();

  registerOwner(businessNo: string, owner: FileOwner): void {
    if (this.owners.has(businessNo)) throw new Error(`file owner for "${businessNo}" registered twice`);
    this.owners.set(businessNo, owner);
  }

  registerSource(businessNo: string, source: GeneratedFileSource): void {
    if (this.sources.has(businessNo)) throw new Error(`generated file source for "${businessNo}" registered twice`);
    this.sources.set(businessNo, source);
  }

  /**
   * Reading a file (list, image, download): the object it is bound to must be one the caller may see. A file not yet
   * bound (`dataId` empty) is only tenant-checked; one under a business number nobody registers (any more) is "not found".
   */
  /** Whether the picture-count limit applies to the objects of this business number. */
  countsPictures(businessNo: string): boolean {
    return this.owners.get(businessNo)?.countsPictures !== false;
  }

  async checkRead(ctx: FileCaller, businessNo: string, dataId: number | null | undefined): Promise<void> {
    const owner = this.owners.get(businessNo);
    if (!owner) throw BusinessError.notFound();
    if (dataId !== null && dataId !== undefined) await owner.find(ctx, dataId);
    else if (owner.unboundReadable === false) throw BusinessError.notFound();
  }

  /**
   * Changing the files of an object (upload, delete): the business number must be registered (else 422), the caller
   * must hold the area's edit permission (403) and see the object (404); before the object exists (`dataId` empty),
   * a permission to create it (403).
   */
  async checkChange(ctx: FileCaller, businessNo: string, dataId: number | null | undefined): Promise<void> {
    const owner = this.owners.get(businessNo);
    if (!owner) throw new BusinessError('common.errors.unknownBusiness', 422, [businessNo]);
    if (dataId === null || dataId === undefined) {
      if (!holdsAny(ctx, owner.unbound)) throw BusinessError.forbidden();
      return;
    }
    if (!holdsAny(ctx, owner.edit)) throw BusinessError.forbidden();
    await owner.find(ctx, dataId);
  }

  /** The business numbers whose unbound files may be swept, each with its owner's answer of the ids still referenced. */
  swept(): Array<[businessNo: string, referenced: NonNullable<FileOwner['referenced']>]> {
    return [...this.owners].flatMap(([businessNo, owner]) => (owner.referenced ? [[businessNo, owner.referenced] as [string, NonNullable<FileOwner['referenced']>]] : []));
  }

  source(businessNo: string): GeneratedFileSource | undefined {
    return this.sources.get(businessNo);
  }
}
