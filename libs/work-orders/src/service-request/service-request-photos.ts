import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { SERVICE_REQUEST_BUSINESS_NO, SERVICE_REQUEST_LIMITS as LIMITS } from '@gengyun/contracts';
import { BusinessError, type UploadedFile } from '@gengyun/core';
import { FileService, checkUpload, type FileCaller } from '@gengyun/files';

const photoCount = (): BusinessError => new BusinessError('serviceRequest.errors.photoCount', 422, [LIMITS.photos], { fields: { photos: 'photoCount' } });

/**
 * A request's photos through the files area: staff upload first (`/addFile`, business number `serviceRequest`, no data
 * id) and send the ids; the public page sends the pictures with the request. Either way only pictures are taken, at
 * most six, each checked by extension, size and content (a disguised file is refused).
 */
@Injectable()
export class ServiceRequestPhotos {
  constructor(private readonly files: FileService) {}

  /** Ids of pictures the caller's enterprise uploaded for a request not saved yet; an unknown or used id is "not found". */
  async checkUnbound(ctx: FileCaller, ids: readonly number[] | undefined): Promise<number[]> {
    const unique = [...new Set(ids ?? [])];
    if (unique.length > LIMITS.photos) throw photoCount();
    for (const id of unique) {
      const file = await this.files.find(ctx, id, SERVICE_REQUEST_BUSINESS_NO);
      if (file.data_id !== null) throw BusinessError.notFound();
      if (file.category !== 'image') throw new BusinessError('serviceRequest.errors.photosOnly', 422, [file.original_name], { fields: { photo_ids: 'photosOnly' } });
    }
    return unique;
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

  /** Stores checked uploads unbound; `bind` attaches them in the request's transaction. */
  async store(caller: FileCaller, uploads: readonly UploadedFile[]): Promise<number[]> {
    if (!uploads.length) return [];
    return (await this.files.store(caller, uploads, { business_no: SERVICE_REQUEST_BUSINESS_NO })).map((f) => f.id);
  }

  bind(caller: FileCaller, requestId: number, ids: readonly number[], m: EntityManager): Promise<void> {
    return this.files.bind(caller, SERVICE_REQUEST_BUSINESS_NO, requestId, ids, m);
  }

  /** The ids of a saved request's pictures (the caller's read is checked by the request's owner check). */
  async of(caller: FileCaller, requestId: number): Promise<number[]> {
    return (await this.files.list(caller, SERVICE_REQUEST_BUSINESS_NO, requestId)).filter((f) => f.category === 'image').map((f) => f.id);
  }

  copyTo(caller: FileCaller, ids: readonly number[], businessNo: string, dataId: number, m: EntityManager): Promise<unknown> {
    return this.files.copy(caller, ids, businessNo, dataId, m);
  }
}
