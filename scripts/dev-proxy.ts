import http from "node:http";
import type { Duplex } from "node:stream";

/**
 * `npm run dev`'s way to Next (scripts/dev.ts): the front hands the back office to `next dev`,
 * which runs in a process of its own on another port, as it would hand it to Next in-process under
 * `npm start`. Requests are passed on as they came (Host and cookie included, so Next's proxy and
 * the back office's reads see the same organization and session), and so are WebSocket upgrades
 * (Next's hot reloading).
 */
export function nextDevProxy(target: URL) {
  const options = (request: http.IncomingMessage): http.RequestOptions => ({ host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers });

  const handle = (request: http.IncomingMessage, response: http.ServerResponse) =>
    new Promise<void>((resolve) => {
      const upstream = http.request(options(request), (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
        answer.on("end", resolve);
        answer.on("error", () => resolve());
      });
      upstream.on("error", (error) => {
        if (!response.headersSent) response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
        response.end(`next dev is not answering (yet?): ${error.message}\n`);
        resolve();
      });
      request.pipe(upstream);
    });

  const upgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    const upstream = http.request(options(request));
    upstream.on("upgrade", (answer, upstreamSocket, upstreamHead) => {
      const lines = [`HTTP/1.1 ${answer.statusCode ?? 101} ${answer.statusMessage ?? "Switching Protocols"}`];
      for (let index = 0; index < answer.rawHeaders.length; index += 2) lines.push(`${answer.rawHeaders[index]}: ${answer.rawHeaders[index + 1]}`);
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (upstreamHead.length > 0) socket.write(upstreamHead);
      if (head.length > 0) upstreamSocket.write(head);
      upstreamSocket.pipe(socket).pipe(upstreamSocket);
      upstreamSocket.on("error", () => socket.destroy());
      socket.on("error", () => upstreamSocket.destroy());
    });
    upstream.on("error", () => socket.destroy());
    upstream.end();
  };

  return { handle, upgrade };
}
