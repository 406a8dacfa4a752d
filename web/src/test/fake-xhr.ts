/** An XMLHttpRequest the test drives: it reports upload progress and answers when told (test-only). */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  withCredentials = false;
  responseText = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  open(_method: string, url: string): void {
    this.url = url;
  }
  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }
  send(body: FormData): void {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number): void {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  /** The connection dropped: no answer. */
  fail(): void {
    this.onerror?.();
  }
  answer(envelope: object): void {
    this.responseText = JSON.stringify(envelope);
    this.onload?.();
  }
}
