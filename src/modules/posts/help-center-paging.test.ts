import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "@/testing/factories";
import { helpCenterPagePath, helpCenterPageSize } from "./paging";
import { createPost, findHelpCenterPage, loadDocumentation } from "./posts.service";

let acmeId: string;
const total = helpCenterPageSize + 2;

beforeAll(async () => {
  acmeId = (await createTestOrganization()).organization.id;
  for (let index = 1; index <= total; index++) {
    const order = String(index).padStart(2, "0");
    await createPost(acmeId, { title: `Article ${order}`, slug: `article-${order}`, display_config: { display_as_blog_post: false, is_help_center: true } });
  }
  await createPost(acmeId, { title: "A blog post", slug: "a-blog-post" });
  for (const [title, shown] of [["Install", true], ["Configure", true], ["Draft chapter", false]] as const) {
    await createPost(acmeId, { title, display_config: { display_as_blog_post: false, display_this_post: shown }, organization_config: { doc_set_title: "Guide" } });
  }
  await createPost(acmeId, { title: "Hidden only", display_config: { display_as_blog_post: false, display_this_post: false }, organization_config: { doc_set_title: "Empty set" } });
});

describe("the help center's pages (/help-center, /help-center/page/{n})", () => {
  it("reads helpCenterPageSize articles a page in order, then the rest, and no page past the last", async () => {
    const first = await findHelpCenterPage(acmeId, 1, "en");
    expect(first?.articles).toHaveLength(helpCenterPageSize);
    expect(first).toMatchObject({ page: 1, lastPage: 2 });
    expect((await findHelpCenterPage(acmeId, 2, "en"))?.articles.map((article) => article.slug)).toEqual([`article-${total - 1}`, `article-${total}`]);
    expect(await findHelpCenterPage(acmeId, 3, "en")).toBeNull();
    expect([helpCenterPagePath(1), helpCenterPagePath(2)]).toEqual(["/help-center", "/help-center/page/2"]);
  });
});

describe("/docs", () => {
  it("lists the sets that have a shown chapter with how many, without reading the chapters", async () => {
    expect(await loadDocumentation(acmeId)).toEqual([{ slug: "guide", title: "Guide", chapterCount: 2 }]);
  });
});
