import { Injectable, Module, type OnModuleInit } from '@nestjs/common';
import { Permission } from '@gengyun/contracts';
import { AuditOwners, BusinessError } from '@gengyun/core';
import { FileBusinessRegistry, FilesModule } from '@gengyun/files';

/** The objects of the `note` business: ids 1–100 exist in every enterprise, any other id is unknown. */
export const NOTE_BUSINESS_NO = 'note';
export const UNKNOWN_NOTE = 999_999;

const exists = (_ctx: unknown, id: number): Promise<void> => (id >= 1 && id <= 100 ? Promise.resolve() : Promise.reject(BusinessError.notFound()));

/**
 * A stand-in area for suites that test files and change logs without a business area's rules: it registers `note`
 * as the files area and the audit log expect every area to. Who holds `files:file:upload` may change notes (with or
 * without an id); who holds `files:file:read` may read their logs.
 */
@Injectable()
class NotesOwner implements OnModuleInit {
  constructor(
    private readonly files: FileBusinessRegistry,
    private readonly audit: AuditOwners,
  ) {}

  onModuleInit(): void {
    this.files.registerOwner(NOTE_BUSINESS_NO, { find: exists, edit: [Permission.file.upload], unbound: [Permission.file.upload] });
    this.audit.register(NOTE_BUSINESS_NO, { permissions: [Permission.file.read], check: exists });
  }
}

@Module({ imports: [FilesModule], providers: [NotesOwner] })
export class NotesOwnerModule {}
