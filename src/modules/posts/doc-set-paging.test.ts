import { beforeAll, describe, expect, it } from "vitest";
import { createTestOrganization } from "@/testing/factories";
import { chapterPageSize, docSetPagePath } from "./paging";
import { createPost, findDocumentSetChapter, findDocumentSetContents } from "./posts.service";

let acmeId: string;
const total = chapterPageSize + 3;
const slugOf = (number: number) => `chapter-${String(number).padStart(3, "0")}`;

beforeAll(async () => {
  acmeId = (await createTestOrganization()).organization.id;
  // Written in reverse: the order is doc_set_order's, not the order of writing.
  for (let number = total; number >= 1; number--) {
    await createPost(acmeId, { title: `Chapter ${String(number).padStart(3, "0")}`, display_config: { display_as_blog_post: false }, organization_config: { doc_set_title: "Guide", doc_set_order: number } });
  }
  await createPost(acmeId, { title: "Draft chapter", display_config: { display_as_blog_post: false, display_this_post: false }, organization_config: { doc_set_title: "Guide", doc_set_order: 1 } });
  await createPost(acmeId, { title: "Elsewhere", display_config: { display_as_blog_post: false }, organization_config: { doc_set_title: "Other set" } });
});

describe("a documentation set's contents (/docs/{set}, /docs/{set}/page/{n})", () => {
  it("shows chapterPageSize chapters a page, numbered through the set, and no page past the last", async () => {
    const first = await findDocumentSetContents(acmeId, "guide", 1, "en");
    expect(first).toMatchObject({ page: 1, lastPage: 2 });
    expect(first!.chapters.map((chapter) => chapter.number)).toEqual(Array.from({ length: chapterPageSize }, (_, index) => index + 1));
    expect(first!.chapters[0]!.slug).toBe(slugOf(1));
    const second = await findDocumentSetContents(acmeId, "guide", 2, "en");
    expect(second!.chapters.map((chapter) => [chapter.number, chapter.slug])).toEqual([51, 52, 53].map((number) => [number, slugOf(number)]));
    expect(await findDocumentSetContents(acmeId, "guide", 3, "en")).toBeNull();
    expect(await findDocumentSetContents(acmeId, "no-such-set", 1, "en")).toBeNull();
    expect([docSetPagePath("guide", 1), docSetPagePath("guide", 2)]).toEqual(["/docs/guide", "/docs/guide/page/2"]);
  });
});

describe("a chapter (/docs/{set}/{chapter})", () => {
  it("has its number, its page's chapters in the sidebar and its neighbours, across a page's edge too", async () => {
    const firstOfSecondPage = await findDocumentSetChapter(acmeId, "guide", slugOf(chapterPageSize + 1), "en");
    expect(firstOfSecondPage).toMatchObject({ number: chapterPageSize + 1, page: 2, lastPage: 2, total });
    expect(firstOfSecondPage!.chapters.map((chapter) => chapter.slug)).toEqual([51, 52, 53].map(slugOf));
    expect([firstOfSecondPage!.previous?.slug, firstOfSecondPage!.next?.slug]).toEqual([slugOf(chapterPageSize), slugOf(chapterPageSize + 2)]);

    const lastOfFirstPage = await findDocumentSetChapter(acmeId, "guide", slugOf(chapterPageSize), "en");
    expect(lastOfFirstPage).toMatchObject({ number: chapterPageSize, page: 1 });
    expect(lastOfFirstPage!.chapters).toHaveLength(chapterPageSize);
    expect(lastOfFirstPage!.next).toMatchObject({ slug: slugOf(chapterPageSize + 1), number: chapterPageSize + 1 });

    const opening = await findDocumentSetChapter(acmeId, "guide", slugOf(1), "en");
    expect([opening!.previous, opening!.next?.slug]).toEqual([null, slugOf(2)]);
    const closing = await findDocumentSetChapter(acmeId, "guide", slugOf(total), "en");
    expect([closing!.previous?.slug, closing!.next]).toEqual([slugOf(total - 1), null]);
  });

  it("is not found when hidden, in another set, or in no set", async () => {
    expect(await findDocumentSetChapter(acmeId, "guide", "draft-chapter", "en")).toBeNull();
    expect(await findDocumentSetChapter(acmeId, "guide", "elsewhere", "en")).toBeNull();
    expect(await findDocumentSetChapter(acmeId, "other-set", slugOf(1), "en")).toBeNull();
  });
});
