import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../test-utils';
import { checkFile, MAX_FILE_BYTES, MAX_IMAGE_BYTES, validateUpload } from './rules';
import { Upload, type UploadedFile } from './Upload';

const MB = 1024 * 1024;
const fakeFile = (name: string, size: number, type = ''): File => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (files: File[]): void => {
  fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files } });
};

describe('upload rules', () => {
  it('allow the SPEC types up to 30 MB and pictures up to 5 MB', () => {
    expect(checkFile({ name: 'manual.PDF', size: MAX_FILE_BYTES })).toBeNull();
    expect(checkFile({ name: 'a.mp4', size: MAX_FILE_BYTES + 1 })).toBe('files.errors.tooLarge');
    expect(checkFile({ name: 'a.exe', size: 1 })).toBe('files.errors.badType');
    expect(checkFile({ name: 'noext', size: 1 })).toBe('files.errors.badType');
    expect(checkFile({ name: 'p.jpg', size: MAX_IMAGE_BYTES })).toBeNull();
    expect(checkFile({ name: 'p.jpg', size: MAX_IMAGE_BYTES + 1 })).toBe('files.errors.imageTooLarge');
    expect(checkFile({ name: 'a.txt', size: 1 }, 'image')).toBe('components.upload.imageOnly');
    expect(checkFile({ name: 'l.jpg', size: 1 }, 'logo')).toBe('files.errors.logoSize');
  });

  it('take a logo PNG of any shape up to 512 KB and 1440 px a side (it is shown letterboxed in 144x48)', async () => {
    const png = fakeFile('logo.png', 2000, 'image/png');
    expect(await validateUpload(png, 'logo', () => Promise.resolve({ width: 144, height: 48 }))).toBeNull();
    expect(await validateUpload(png, 'logo', () => Promise.resolve({ width: 600, height: 120 }))).toBeNull();
    expect(await validateUpload(png, 'logo', () => Promise.resolve({ width: 1441, height: 48 }))).toBe('files.errors.logoSize');
    expect(await validateUpload(fakeFile('heavy.png', 512 * 1024 + 1, 'image/png'), 'logo', () => Promise.resolve({ width: 144, height: 48 }))).toBe('files.errors.logoSize');
    expect(await validateUpload(png, 'logo', () => Promise.reject(new Error('x')))).toBe('components.upload.unreadableImage');
  });
});

describe('Upload', () => {
  it('uploads an allowed file with data_id and business_no and lists it', async () => {
    const upload = vi.fn(() => Promise.resolve(77));
    const onChange = vi.fn();
    renderWithProviders(<Upload upload={upload} dataId={5} businessNo={1001} onChange={onChange} />);
    const file = fakeFile('manual.pdf', 10 * MB);
    choose([file]);
    await screen.findByText('manual.pdf');
    expect(upload).toHaveBeenCalledWith([file], { data_id: 5, business_no: 1001 });
    expect(onChange).toHaveBeenLastCalledWith([{ file, name: 'manual.pdf', size: 10 * MB, id: 77 } satisfies UploadedFile]);
  });

  it('says on its element whether an upload is running and which file ids it holds', async () => {
    let finish: (id: number) => void = () => undefined;
    const upload = vi.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    renderWithProviders(<Upload upload={upload} />);
    const box = document.querySelector('.gy-upload') as HTMLElement;
    expect(box).toHaveAttribute('data-state', 'empty');
    choose([fakeFile('plan.png', MB, 'image/png')]);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'uploading'));
    expect(box).toHaveAttribute('data-file-ids', '');
    finish(42);
    await waitFor(() => expect(box).toHaveAttribute('data-state', 'done'));
    expect(box).toHaveAttribute('data-file-ids', '42');
  });

  it('refuses a file over 30 MB with a toast and sends nothing', async () => {
    const upload = vi.fn(() => Promise.resolve(1));
    renderWithProviders(<Upload upload={upload} />, { lang: 'zh_CN' });
    choose([fakeFile('movie.mp4', 31 * MB)]);
    expect(await screen.findByText('文件不能超过30M')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    expect(screen.queryByText('movie.mp4')).toBeNull();
  });

  it('refuses a logo too large to show', async () => {
    const upload = vi.fn(() => Promise.resolve(1));
    renderWithProviders(<Upload upload={upload} mode="logo" readImageSize={() => Promise.resolve({ width: 3000, height: 48 })} />);
    choose([fakeFile('logo.png', 1000, 'image/png')]);
    expect(await screen.findByText('The logo must be a PNG of at most 512 KB and 1440 px a side (it is shown at 144x48)')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('enforces the max count', async () => {
    const upload = vi.fn(() => Promise.resolve(2));
    renderWithProviders(<Upload upload={upload} maxCount={1} value={[{ name: 'old.txt', size: 3, id: 1 }]} />);
    expect(screen.getByText('old.txt')).toBeInTheDocument();
    choose([fakeFile('new.txt', 10)]);
    expect(await screen.findByText('At most 1 files can be uploaded')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a picture beyond the record’s picture limit, not other files', async () => {
    const upload = vi.fn(() => Promise.resolve(9));
    renderWithProviders(<Upload upload={upload} imageLimit={3} heldImages={2} value={[{ name: 'old.png', size: 3, id: 1 }]} />);
    choose([fakeFile('new.jpg', 10, 'image/jpeg')]);
    expect(await screen.findByText('At most 3 pictures can be uploaded')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
    choose([fakeFile('manual.pdf', 10, 'application/pdf')]);
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
  });

  it('toasts a failed upload and leaves the list as it was', async () => {
    const upload = vi.fn(() => Promise.reject(new Error('network')));
    const onChange = vi.fn();
    renderWithProviders(<Upload upload={upload} onChange={onChange} />);
    choose([fakeFile('a.txt', 10)]);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('a.txt')).toBeNull());
    expect(onChange).not.toHaveBeenCalled();
  });
});
