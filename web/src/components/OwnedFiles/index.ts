export { OwnedFiles, type OwnedFilesProps } from './OwnedFiles';
export { useOwnedFiles, useDeleteOwnedFile, ownedFileUploader, type OwnedFilesKey } from './owned-files.api';
