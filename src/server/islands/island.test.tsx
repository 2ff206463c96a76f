import { lazy, Suspense, useId, type ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { behavior } from "@/lib/behavior";
import { island, islandsManifest } from "./island";
import { renderHtml } from "./render-html";

islandsManifest({ pageScript: "page-script.js", islands: { "src/widget.tsx": "widget-abc.js" }, stylesheet: "site.css", font: "inter.woff2" });

// `at` is given as a Date and arrives as the browser will see it, a string.
function Widget({ label, at, children }: { label: string; at?: Date | string; children?: ReactNode }) {
  const id = useId();
  return (
    <div id={id} data-at={at === undefined ? undefined : String(at)}>
      <button type="button">{label}</button>
      {children}
    </div>
  );
}

async function ServerPart() {
  await Promise.resolve();
  return <p>from the server</p>;
}

const render = async (node: ReactNode) => (await renderHtml(<html><body>{node}</body></html>)).toString();

describe("an island of the public renderer", () => {
  const Island = island("src/widget.tsx", "Widget", Widget) as typeof Widget;

  it("renders the component inside a marker naming its bundle, export and props, without preloading its code (it loads when seen or used)", async () => {
    const html = await render(<Island label="Open" at={new Date("2026-01-02T03:04:05Z")} />);
    const props = JSON.stringify({ label: "Open", at: "2026-01-02T03:04:05.000Z" }).replaceAll('"', "&quot;");
    expect(html).toContain(`<atrium-island data-src="/_next/static/islands/widget-abc.js" data-export="Widget" data-props="${props}">`);
    // Rendered as a root of its own: useId's value is the one the browser's hydrateRoot computes.
    expect(html).toContain('<div id="_R_0_" data-at="2026-01-02T03:04:05.000Z"><button type="button">Open</button></div></atrium-island>');
    expect(html).not.toContain("modulepreload");
  });

  it("renders a behavior as an empty marker with its name, props and the URLs of what it may load", async () => {
    const ran: unknown[] = [];
    const Wiring = island("src/wiring.tsx", "Wiring", behavior<{ label: string }>((props) => ran.push(props), { dialog: "src/widget.tsx" })) as (props: { label: string }) => ReactNode;
    const html = await render(<Wiring label="Open" />);
    const attribute = (value: object) => JSON.stringify(value).replaceAll('"', "&quot;");
    expect(html).toContain(`<atrium-island data-behavior="Wiring" data-props="${attribute({ label: "Open" })}" data-uses="${attribute({ dialog: "/_next/static/islands/widget-abc.js" })}"></atrium-island>`);
    expect(ran).toEqual([]);
  });

  it("renders elements among the props (server components included) as slots the browser keeps", async () => {
    const html = await render(
      <Island label="Open">
        <ServerPart />
      </Island>,
    );
    expect(html).toContain(`data-props="${JSON.stringify({ label: "Open", children: { $slot: 0 } }).replaceAll('"', "&quot;")}"`);
    expect(html).toContain('<atrium-slot data-slot="0"><p>from the server</p></atrium-slot>');
  });

  it("streams an island whose code waits (a lazy part under Suspense), so that it arrives whole", async () => {
    const Later = lazy(async () => ({ default: () => <span>loaded</span> }));
    const Waiting = island("src/widget.tsx", "Widget", () => (
      <Suspense fallback={<span>waiting</span>}>
        <Later />
      </Suspense>
    )) as () => ReactNode;
    const html = await render(<Waiting />);
    expect(html).toContain("loaded");
    expect(html).not.toContain("waiting");
  });

  it("leaves what is not a component as it is (a client module's constants)", () => {
    expect(island("src/widget.tsx", "limit", 5000)).toBe(5000);
  });

  it("fails with the build to run when the manifest does not know the module", async () => {
    const Unknown = island("src/unknown.tsx", "Unknown", Widget) as typeof Widget;
    await expect(render(<Unknown label="x" />)).rejects.toThrow("No island bundle for src/unknown.tsx");
  });
});
