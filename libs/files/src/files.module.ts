import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FileInfo } from './file-info.entity';
import { FileService } from './file.service';
import { FileController } from './file.controller';

/** Uploads and downloads of files attached to business objects (issue #2 item 9). */
@Module({
  imports: [TypeOrmModule.forFeature([FileInfo])],
  providers: [FileService],
  controllers: [FileController],
  exports: [FileService],
})
export class FilesModule {}
