import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "@/testing/factories";
import { helpCenterPagePath, helpCenterPageSize } from "./paging";
import { createPost, findHelpCenterPage } from "./posts.service";

let acmeId: string;
const total = helpCenterPageSize + 2;

beforeAll(async () => {
  acmeId = (await createTestOrganization()).organization.id;
  for (let index = 1; index <= total; index++) {
    const order = String(index).padStart(2, "0");
    await createPost(acmeId, { title: `Article ${order}`, slug: `article-${order}`, display_config: { display_as_blog_post: false, is_help_center: true } });
  }
  await createPost(acmeId, { title: "A blog post", slug: "a-blog-post" });
});

describe("the help center's pages (/help-center, /help-center/page/{n})", () => {
  it("reads helpCenterPageSize articles a page in order, then the rest, and no page past the last", async () => {
    const first = await findHelpCenterPage(acmeId, 1);
    expect(first?.articles).toHaveLength(helpCenterPageSize);
    expect(first).toMatchObject({ page: 1, lastPage: 2 });
    expect((await findHelpCenterPage(acmeId, 2))?.articles.map((article) => article.slug)).toEqual([`article-${total - 1}`, `article-${total}`]);
    expect(await findHelpCenterPage(acmeId, 3)).toBeNull();
    expect([helpCenterPagePath(1), helpCenterPagePath(2)]).toEqual(["/help-center", "/help-center/page/2"]);
  });
});
