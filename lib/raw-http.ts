/**
 * One HTTP request written on a socket exactly as given, as no HTTP client would send it (a second
 * Host header, HTTP/0.9, a header trickled line by line), for the tests of both servers of the build.
 */
import net from 'node:net';

export interface RawAnswer {
  /** The status of the status line, 0 when the server answered without one. */
  readonly status: number;
  /** The status line and headers, as sent. */
  readonly head: string;
  readonly body: string;
  /** Everything received before the server closed the connection (or the body was complete). */
  readonly received: string;
}

export function rawRequest(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      const length = /\r\ncontent-length: (\d+)/i.exec(received.slice(0, end));
      if (end >= 0 && length && received.length >= end + 4 + Number(length[1])) socket.destroy();
    });
    socket.on('close', () => {
      const end = received.indexOf('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3}) /.exec(received)?.[1] ?? 0),
        head: end >= 0 ? received.slice(0, end) : '',
        body: end >= 0 ? received.slice(end + 4) : received,
        received,
      });
    });
    socket.on('error', reject);
  });
}

/**
 * Seconds until the server closes a connection that sends a request line, then one header line
 * every `intervalMs`, never ending its header.
 */
export async function secondsToCutTrickle(port: number, intervalMs = 3000): Promise<number> {
  const started = Date.now();
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  socket.write('GET /docs/ HTTP/1.1\r\nHost: x\r\n');
  const trickle = setInterval(() => socket.write(`X-Trickle-${Date.now()}: 1\r\n`), intervalMs);
  await new Promise((resolve) => socket.on('close', resolve));
  clearInterval(trickle);
  return (Date.now() - started) / 1000;
}
