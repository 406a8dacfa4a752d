import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Permission as P, SERVICE_REQUEST_BUSINESS_NO, SERVICE_REQUEST_LIMITS as LIMITS } from '@gengyun/contracts';
import { BusinessError, type UploadedFile } from '@gengyun/core';
import { FileCopies, FileService, checkUpload, type FileCaller } from '@gengyun/files';

export interface RequestPhoto {
  id: number;
  name: string;
}

export const photoCount = (): BusinessError => new BusinessError('serviceRequest.errors.photoCount', 422, [LIMITS.photos], { fields: { photos: 'photoCount' } });

/** Who stores and binds a public requester's photos: nobody's account, the enterprise of the page, named as they named themselves. */
export const publicCaller = (enterpriseId: number, name: string): FileCaller => ({
  enterpriseId,
  userId: 0,
  name,
  isAdmin: false,
  scopes: {},
  permissions: new Set([P.serviceRequest.add]),
});

/**
 * A request's photos through the files area: staff upload first (`/addFile`, business number `serviceRequest`, no data
 * id) and send the ids; the public page sends the pictures with the request. Either way only pictures are taken, at
 * most six, each checked by extension, size and content (a disguised file is refused).
 */
@Injectable()
export class ServiceRequestPhotos {
  constructor(
    private readonly files: FileService,
    private readonly copies: FileCopies,
  ) {}

  /** Pictures the caller's enterprise uploaded for a request and not bound yet; an unknown or used id is "not found". */
  async checkUnbound(ctx: FileCaller, ids: readonly number[] | undefined): Promise<RequestPhoto[]> {
    const unique = [...new Set(ids ?? [])];
    if (unique.length > LIMITS.photos) throw photoCount();
    const photos: RequestPhoto[] = [];
    for (const id of unique) {
      const file = await this.files.find(ctx, id, SERVICE_REQUEST_BUSINESS_NO);
      if (file.data_id !== null) throw BusinessError.notFound();
      if (file.category !== 'image') throw new BusinessError('serviceRequest.errors.photosOnly', 422, [file.original_name], { fields: { photo_ids: 'photosOnly' } });
      photos.push({ id: file.id, name: file.original_name });
    }
    return photos;
  }

  /** Refuses, before anything is stored, more than six files or a file that is not a genuine picture. */
  checkUploads(uploads: readonly UploadedFile[]): void {
    if (uploads.length > LIMITS.photos) throw photoCount();
    for (const upload of uploads) {
      const result = checkUpload(upload.filename, upload.buffer);
      if ('refused' in result) throw new BusinessError(result.refused, result.status, [upload.filename]);
      if (result.category !== 'image') throw new BusinessError('serviceRequest.errors.photosOnly', 422, [upload.filename], { fields: { files: 'photosOnly' } });
    }
  }

  /** Stores checked uploads unbound; `bind` attaches them in the request's transaction (left unbound, they are swept). */
  async store(caller: FileCaller, uploads: readonly UploadedFile[]): Promise<RequestPhoto[]> {
    if (!uploads.length) return [];
    return (await this.files.store(caller, uploads, { business_no: SERVICE_REQUEST_BUSINESS_NO })).map((f) => ({ id: f.id, name: f.original_name }));
  }

  /** Binds unbound photos to the request; the enterprise's picture limit (`upload.imageCountLimit`) counts the total. */
  bind(caller: FileCaller, requestId: number, ids: readonly number[], m: EntityManager): Promise<void> {
    return this.files.bind(caller, SERVICE_REQUEST_BUSINESS_NO, requestId, ids, m);
  }

  /** Deletes photos of the request in its transaction (each must be one of them); run the answer after the commit. */
  remove(caller: FileCaller, requestId: number, ids: readonly number[], m: EntityManager): Promise<() => Promise<void>> {
    return this.files.removeWithin(caller, SERVICE_REQUEST_BUSINESS_NO, requestId, ids, m);
  }

  /** A saved request's pictures (the caller's read is checked by the request's owner check). */
  async held(caller: FileCaller, requestId: number): Promise<RequestPhoto[]> {
    return (await this.files.list(caller, SERVICE_REQUEST_BUSINESS_NO, requestId)).filter((f) => f.category === 'image').map((f) => ({ id: f.id, name: String(f.name) }));
  }

  async of(caller: FileCaller, requestId: number): Promise<number[]> {
    return (await this.held(caller, requestId)).map((photo) => photo.id);
  }

  /** Copies of the photos for another object, made before its transaction (see `FileCopies`). */
  stageCopies(caller: FileCaller, ids: readonly number[]): Promise<number[]> {
    return this.copies.stage(caller, ids);
  }

  adoptCopies(caller: FileCaller, copyIds: readonly number[], businessNo: string, dataId: number, m: EntityManager): Promise<void> {
    return this.copies.adopt(caller, copyIds, businessNo, dataId, m);
  }

  discardCopies(caller: FileCaller, copyIds: readonly number[]): Promise<void> {
    return this.copies.discard(caller, copyIds);
  }
}
