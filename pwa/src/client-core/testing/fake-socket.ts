// A WebSocket stand-in the test drives by hand.
import type { WebSocketLike } from '../sync/ws-client';

class FakeSocket implements WebSocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedByClient = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(JSON.parse(data));
  }
  close(): void {
    this.closedByClient = true;
    this.drop();
  }
  /** The server accepted the upgrade. */
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }
  /** The connection is gone (network, server restart), or the server closed it with `code`. */
  drop(code?: number): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.(code === undefined ? {} : { code });
  }
}

export function fakeSocketFactory() {
  const sockets: FakeSocket[] = [];
  return {
    sockets,
    factory: (url: string) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    last: () => sockets[sockets.length - 1],
  };
}
