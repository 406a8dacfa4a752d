import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { settingsOfArea } from '@gengyun/core';
import { FileBusinessRegistry } from './file-business.registry';
import { FileInfo } from './file-info.entity';
import { FileService } from './file.service';
import { FileController } from './file.controller';

/** Uploads and downloads of files attached to business objects (issue #2 item 9). */
@Module({
  imports: [TypeOrmModule.forFeature([FileInfo])],
  providers: [settingsOfArea('files'), FileService, FileBusinessRegistry],
  controllers: [FileController],
  exports: [FileService, FileBusinessRegistry],
})
export class FilesModule {}
