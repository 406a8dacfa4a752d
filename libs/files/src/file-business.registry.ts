import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import type { PermissionCode } from '@gengyun/contracts';
import type { AuthContext } from '@gengyun/core';

export type FileCaller = Pick<AuthContext, 'enterpriseId' | 'userId' | 'name' | 'scopes' | 'isAdmin'>;

/**
 * Throws "not found" when the caller may not reach the object `dataId` of a business (another enterprise's,
 * outside the caller's data scopes, or unknown); resolves otherwise.
 */
export type OwnerCheck = (ctx: FileCaller, dataId: number) => Promise<void>;

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
  private readonly owners = new Map<string, OwnerCheck>();
  private readonly sources = new Map<string, GeneratedFileSource>();

  registerOwner(businessNo: string, check: OwnerCheck): void {
    if (this.owners.has(businessNo)) throw new Error(`file owner check for "${businessNo}" registered twice`);
    this.owners.set(businessNo, check);
  }

  registerSource(businessNo: string, source: GeneratedFileSource): void {
    if (this.sources.has(businessNo)) throw new Error(`generated file source for "${businessNo}" registered twice`);
    this.sources.set(businessNo, source);
  }

  /** Files not yet bound to an object (`dataId` empty) and business numbers nobody registered are only tenant-checked. */
  async checkOwner(ctx: FileCaller, businessNo: string, dataId: number | null | undefined): Promise<void> {
    if (dataId === null || dataId === undefined) return;
    await this.owners.get(businessNo)?.(ctx, dataId);
  }

  source(businessNo: string): GeneratedFileSource | undefined {
    return this.sources.get(businessNo);
  }
}
