import http from "node:http";
import type { Socket } from "node:net";

/**
 * An HTTP proxy for one browser context whose connections the journey can cut: `cut()` drops every
 * open connection (a stream too, as a lost network would) and refuses new ones until `restore()`.
 * Chromium's offline emulation cannot do this: it leaves an open stream alone.
 * `timeline()` tells what went through it, and what the journey `note`d, should a journey fail.
 */
export async function startCuttingProxy() {
  const sockets = new Set<Socket>();
  // Every exchange in flight too: cutting ends each from both sides, whatever socket it rides on.
  const exchanges = new Set<{ destroy(): void }>();
  let refusing = false;
  const began = performance.now();
  const events: string[] = [];
  const note = (event: string) => void events.push(`${((performance.now() - began) / 1000).toFixed(2)} s ${event}`);
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? "/");
    const headers = { ...request.headers };
    delete headers["proxy-connection"];
    const upstream = http.request({ host: target.hostname, port: target.port, method: request.method, path: target.pathname + target.search, headers, agent: false }, (answer) => {
      note(`${answer.statusCode} ${request.method} ${target.pathname}`);
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    const exchange = { destroy: () => (upstream.destroy(), response.destroy()) };
    exchanges.add(exchange);
    upstream.on("error", (error) => {
      note(`upstream error ${request.method} ${target.pathname}: ${error.message}`);
      response.destroy();
    });
    // The browser's side went away: so does the server's, which then sees the client leave.
    response.on("close", () => {
      exchanges.delete(exchange);
      upstream.destroy();
    });
    request.pipe(upstream);
  });
  server.on("connection", (socket: Socket) => {
    if (refusing) {
      note("refused a connection");
      return void socket.destroy();
    }
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    /** For `browser.newContext({ proxy })`: loopback too (Chromium bypasses proxies for it unless told). */
    proxy: { server: `http://127.0.0.1:${port}`, bypass: "<-loopback>" },
    cut() {
      note(`cut: ${exchanges.size} exchanges, ${sockets.size} connections`);
      refusing = true;
      for (const exchange of exchanges) exchange.destroy();
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      note("restored");
      refusing = false;
    },
    note,
    timeline: () => events.join("\n"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
