import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { menuEntries, settingsOfArea } from '@gengyun/core';
import { FileBusinessRegistry } from './file-business.registry';
import { FileInfo } from './file-info.entity';
import { FileService } from './file.service';
import { FileCopies } from './file-copies';
import { FileController } from './file.controller';
import { FILES_MENU } from './files.permissions';
import { UnboundUploadSweep } from './sweep/unbound-upload-sweep.service';
import { UnboundUploadSweepProcessor } from './sweep/unbound-upload-sweep.processor';
import { TaskCentre } from './transfer/task-centre.service';
import { TransferController } from './transfer/transfer.controller';
import { TransferKinds } from './transfer/transfer-kinds';
import { TransferTask } from './transfer/transfer-task.entity';
import { TransferTasks } from './transfer/transfer-tasks.service';

/**
 * Uploads and downloads of files attached to business objects (issue #2 item 9), and the import and export tasks of
 * every area with their centre (the kinds are registered by the areas that run them).
 */
@Module({
  imports: [TypeOrmModule.forFeature([FileInfo, TransferTask])],
  providers: [settingsOfArea('files'), menuEntries(FILES_MENU, 'menu.admin'), FileService, FileCopies, FileBusinessRegistry, TransferKinds, TransferTasks, TaskCentre, UnboundUploadSweep, UnboundUploadSweepProcessor],
  controllers: [FileController, TransferController],
  exports: [FileService, FileCopies, FileBusinessRegistry, TransferKinds, TransferTasks, TaskCentre],
})
export class FilesModule {}
