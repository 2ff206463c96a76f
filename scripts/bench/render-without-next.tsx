import http from "node:http";
import { renderToReadableStream } from "react-dom/server";
import SiteLayout from "@/app/[host]/[lang]/(site)/layout";
import HomePage from "@/app/[host]/[lang]/(site)/page";
import { defaultLang } from "@/lib/site-path";
import { boot } from "@/modules/demo/boot.server";
import { compressOne } from "@/server/http/compression";
import { pageRenders } from "@/server/http/page-render";

/**
 * For `npm run bench` (decision 016): the home page's own tree (site layout and page, the same
 * components and reads) rendered straight to HTML by react-dom/server, without Next's App Router:
 * no Flight payload, no second pass, no client router. It measures what a public renderer outside
 * the App Router could reach, not a page a visitor could use: the client islands are rendered but
 * nothing hydrates them, and the head has no metadata. Answers every request with the home page,
 * Brotli-compressed at the quality the front server uses for an uncached render.
 */
await boot();
const port = Number(process.env.PORT);
const params = Promise.resolve({ host: `localhost:${port}`, lang: defaultLang });

async function renderHome(): Promise<string> {
  return pageRenders.run({ tags: new Set() }, async () => {
    const stream = await renderToReadableStream(
      <html lang="en">
        <body className="min-h-screen bg-white font-sans text-gray-900">
          <SiteLayout params={params}>
            <HomePage params={params} />
          </SiteLayout>
        </body>
      </html>,
    );
    await stream.allReady;
    return new Response(stream).text();
  });
}

http
  .createServer((_request, response) => {
    renderHome().then(
      async (html) => {
        const { br: body } = await compressOne(Buffer.from(html), "br", "fast");
        response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "br", "content-length": body!.length });
        response.end(body);
      },
      (error: unknown) => {
        console.error(error);
        response.writeHead(500).end();
      },
    );
  })
  .listen(port);
