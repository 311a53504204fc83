/** A stand-in for the browser's EventSource (jsdom has none): tests push the server's events. */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  /** One `data:` line from the server. */
  send(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  static latest() {
    const last = FakeEventSource.opened.at(-1);
    if (!last) throw new Error('no feed opened');
    return last;
  }
}
