import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueryProvider } from "@/components/ui/query-provider";
import SiteMapDialog from "./site-map-dialog";

afterEach(() => vi.unstubAllGlobals());

const entry = (title: string, slug: string) => ({ id: crypto.randomUUID(), title, slug, published: true });

/** The browser's answers to GET /api/site-map: two pages of a larger site (the API's paging is tested in site-map.routes.test.ts). */
function stubSiteMap() {
  const requests: string[] = [];
  const pages = [
    { pages: [entry("About us", "about-us")], posts: [entry("Moving abroad", "moving-abroad")], help_articles: [], document_sets: [], next_cursor: "Mg" },
    { pages: [], posts: [entry("Visas explained", "visas-explained")], help_articles: [entry("Resetting a password", "resetting-a-password")], document_sets: [], next_cursor: null },
  ];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string) => {
      requests.push(path);
      const page = new URL(path, "http://x").searchParams.get("cursor") ? pages[1] : pages[0];
      return new Response(JSON.stringify(page), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return requests;
}

describe("the Site Map dialog", () => {
  it("shows the first page of a large site's tree and the next when asked, not every page at once", async () => {
    const requests = stubSiteMap();
    const user = userEvent.setup();
    render(
      <QueryProvider>
        <SiteMapDialog urlPage="/home" onClose={() => undefined} onChanged={() => undefined} deleteWithUndo={async () => undefined} openEditor={() => undefined} />
      </QueryProvider>,
    );
    const tree = await screen.findByRole("list", { name: "Site Map" });
    await within(tree).findByText("Moving abroad");
    // The count so far, and that there is more.
    const postsBranch = () => within(tree).getByText(/^Blog posts/).textContent;
    expect(postsBranch()).toBe("Blog posts (1+)");
    expect(requests).toEqual(["/api/site-map"]);

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await within(tree).findByText("Visas explained");
    expect(within(tree).getByText("Moving abroad")).toBeTruthy();
    expect(within(tree).getByText("Resetting a password")).toBeTruthy();
    expect(requests).toEqual(["/api/site-map", "/api/site-map?cursor=Mg"]);
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
    expect(postsBranch()).toBe("Blog posts (2)");
  });
});
