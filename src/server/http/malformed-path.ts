import type http from "node:http";

/** Whether the path of a request URL decodes: "%E0%A4%A" names nothing, and Next answers such a path with a 500. */
export function pathDecodes(url: string): boolean {
  const path = url.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/** Answers 400 to a request whose path does not decode; true when it did. */
export function refuseMalformedPath(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  if (pathDecodes(request.url ?? "/")) return false;
  response.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad Request: the address contains an invalid escape (%).");
  return true;
}
