import { Body, Controller, Get, Post, Query, StreamableFile } from '@nestjs/common';
import { AddedFiles, EXPORT_TASK_BUSINESS_NO, FileList, NoContent, Permission as Codes, SheetRows, type PermissionCode } from '@gengyun/contracts';
import { Answer, BusinessError, Ctx, FileAnswer, Files, IdDto, LoggedIn, Permission, reply, type AuthContext, type Reply, type UploadedFile } from '@gengyun/core';
import { FileBusinessRegistry } from './file-business.registry';
import { AddFileDto, FileLinkDto, SearchFileInfoDto, type FileItem } from './file.dto';
import { FileService } from './file.service';
import { readFirstSheet } from './sheet/sheet-reader';
import { TaskCentre } from './transfer/task-centre.service';

@Controller()
export class FileController {
  constructor(
    private readonly files: FileService,
    private readonly businesses: FileBusinessRegistry,
    private readonly tasks: TaskCentre,
  ) {}

  /** SPEC section 7: multipart `files`, `data_id`, `business_no`; content is the id, or the ids for several files. */
  @Permission(Codes.file.upload)
  @Answer(AddedFiles)
  @Post('/addFile')
  async add(@Ctx() ctx: AuthContext, @Body() dto: AddFileDto, @Files() uploads: UploadedFile[]): Promise<Reply<number | number[]>> {
    const saved = await this.files.store(ctx, uploads, dto);
    const ids = saved.map((f) => f.id);
    return reply(ids.length === 1 ? ids[0]! : ids);
  }

  /**
   * Reads the first sheet of an uploaded .xlsx into text rows for an import preview; nothing is stored. Open to the
   * import permissions of the screens that preview a sheet (the user role import), not to every logged-in user.
   */
  @Permission(Codes.user.import)
  @Answer(SheetRows)
  @Post('/file/readSheet')
  readSheet(@Files() uploads: UploadedFile[]): Promise<SheetRows> {
    return readFirstSheet(uploads[0]);
  }

  @Permission(Codes.file.read)
  @Answer(FileList)
  @Get('/searchFileInfo')
  search(@Ctx() ctx: AuthContext, @Query() dto: SearchFileInfoDto): Promise<FileItem[]> {
    return this.files.list(ctx, dto.business_no, dto.data_id);
  }

  /** Pictures are shown on many screens (logos, equipment photos), so any logged-in user of the enterprise may load them. */
  @LoggedIn()
  @FileAnswer('image/*')
  @Get('/getImg')
  async image(@Ctx() ctx: AuthContext, @Query() dto: FileLinkDto): Promise<StreamableFile> {
    const { info, stream } = await this.files.open(ctx, dto.id, dto.business_no, 'image');
    return new StreamableFile(stream, { type: info.mime, length: info.size, disposition: 'inline' });
  }

  /**
   * An uploaded file (`files:file:read`), a finished export (`business_no=exportTask`, the id is the task's; see
   * TaskCentre.open for who may), or a file an area generated under its business number, with the permission that
   * area declared.
   */
  @LoggedIn()
  @FileAnswer('application/octet-stream')
  @Get('/exportFile')
  async download(@Ctx() ctx: AuthContext, @Query() dto: FileLinkDto): Promise<StreamableFile> {
    if (dto.business_no === EXPORT_TASK_BUSINESS_NO) {
      const file = await this.tasks.open(ctx, dto.id);
      return new StreamableFile(file.stream, { type: file.mime, disposition: attachment(file.name) });
    }
    const source = this.businesses.source(dto.business_no);
    if (source) {
      holds(ctx, source.permission);
      const file = await source.open(ctx, dto.id);
      return new StreamableFile(file.stream, { type: file.mime, length: file.size, disposition: attachment(file.name) });
    }
    holds(ctx, Codes.file.read);
    const { info, stream } = await this.files.open(ctx, dto.id, dto.business_no);
    return new StreamableFile(stream, { type: info.mime, length: info.size, disposition: attachment(info.original_name) });
  }

  @Permission(Codes.file.delete)
  @Answer(NoContent)
  @Post('/deleteFile')
  async delete(@Ctx() ctx: AuthContext, @Body() dto: IdDto): Promise<Reply<null>> {
    await this.files.delete(ctx, dto.id);
    return reply(null);
  }
}

/** The permission check the guard does for `@Permission`, for routes whose permission depends on the request. */
const holds = (ctx: AuthContext, code: PermissionCode): void => {
  if (!ctx.isAdmin && !ctx.permissions.has(code)) throw BusinessError.forbidden();
};

/** RFC 6266: an ASCII fallback name plus the UTF-8 name, so Chinese file names survive every browser. */
export const attachment = (name: string): string => {
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
};
