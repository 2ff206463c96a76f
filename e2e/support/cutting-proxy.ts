import http from "node:http";
import type { Socket } from "node:net";

/**
 * An HTTP proxy for one browser context whose connections the journey can cut: `cut()` drops every
 * open connection (a stream too, as a lost network would) and refuses new ones until `restore()`.
 * Chromium's offline emulation cannot do this: it leaves an open stream alone.
 */
export async function startCuttingProxy() {
  const sockets = new Set<Socket>();
  let refusing = false;
  const server = http.createServer((request, response) => {
    const target = new URL(request.url ?? "/");
    const headers = { ...request.headers };
    delete headers["proxy-connection"];
    const upstream = http.request({ host: target.hostname, port: target.port, method: request.method, path: target.pathname + target.search, headers, agent: false }, (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    });
    upstream.on("error", () => response.destroy());
    // The browser's side went away: so does the server's, which then sees the client leave.
    response.on("close", () => upstream.destroy());
    request.pipe(upstream);
  });
  server.on("connection", (socket: Socket) => {
    if (refusing) return void socket.destroy();
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return {
    /** For `browser.newContext({ proxy })`: loopback too (Chromium bypasses proxies for it unless told). */
    proxy: { server: `http://127.0.0.1:${port}`, bypass: "<-loopback>" },
    cut() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
