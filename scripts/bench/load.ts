import net from "node:net";

/**
 * A small HTTP/1.1 load generator: `connections` keep-alive sockets, each sending the next request
 * as soon as the previous response is complete (framed by Content-Length), for `seconds`.
 * Written for the bench because autocannon decodes bodies as text, and on compressed pages that
 * decoding, not the server, set the pace (measured: 4.4k vs 22k requests/s on the same server).
 * Usage: tsx scripts/bench/load.ts '<json options>'; prints the figures as JSON.
 */
interface Options {
  port: number;
  host: string;
  /** Path; `{n}` is replaced by a number new on each request. */
  path: string;
  headers: Record<string, string>;
  connections: number;
  seconds: number;
}

const options = JSON.parse(process.argv[2]!) as Options;
const latencies: number[] = [];
let sequence = 0;
let failures = 0;

function requestBytes(): Buffer {
  const path = options.path.replace("{n}", String(++sequence));
  const lines = [`GET ${path} HTTP/1.1`, `Host: ${options.host}`, ...Object.entries(options.headers).map(([name, value]) => `${name}: ${value}`)];
  return Buffer.from(`${lines.join("\r\n")}\r\n\r\n`, "latin1");
}

function runConnection(until: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(options.port, "127.0.0.1");
    socket.setNoDelay(true);
    let buffered: Buffer = Buffer.alloc(0);
    let started = 0;
    const send = () => {
      if (performance.now() >= until) return socket.end(resolve);
      started = performance.now();
      socket.write(requestBytes());
    };
    socket.on("connect", send);
    socket.on("error", () => {
      failures += 1;
      resolve();
    });
    socket.on("data", (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const headerEnd = buffered.indexOf("\r\n\r\n");
      if (headerEnd < 0) return;
      const head = buffered.subarray(0, headerEnd).toString("latin1");
      // A chunked answer (Next's route handlers send one) ends with its last, empty chunk.
      const chunkedEnd = /\r\ntransfer-encoding:\s*chunked/i.test(head) ? buffered.indexOf("\r\n0\r\n\r\n", headerEnd + 2) : -2;
      if (chunkedEnd === -1) return;
      const length = chunkedEnd >= 0 ? chunkedEnd + 7 - (headerEnd + 4) : Number(/\r\ncontent-length:\s*(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < headerEnd + 4 + length) return;
      if (!/^HTTP\/1\.1 2\d\d/.test(head)) failures += 1;
      buffered = buffered.subarray(headerEnd + 4 + length);
      latencies.push(performance.now() - started);
      send();
    });
  });
}

const until = performance.now() + options.seconds * 1000;
await Promise.all(Array.from({ length: options.connections }, () => runConnection(until)));
latencies.sort((a, b) => a - b);
const p99 = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
console.log(JSON.stringify({ requests: latencies.length / options.seconds, p99, errors: failures }));
