// The browser's XMLHttpRequest, played by a test (uploads with progress use it, fetch cannot report
// progress): what was sent, progress events, then the answer. Install with
// vi.stubGlobal('XMLHttpRequest', FakeXhr) after FakeXhr.reset().
export class FakeXhr {
  /** Every request made since the last reset, oldest first. */
  static all: FakeXhr[] = [];
  static get last(): FakeXhr | null {
    return FakeXhr.all[FakeXhr.all.length - 1] ?? null;
  }
  static reset(): void {
    FakeXhr.all = [];
  }
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}
