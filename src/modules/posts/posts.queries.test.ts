import { describe, expect, it } from "vitest";
import { ApiRequestError, ConflictError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { browserOfNewAdmin } from "@/testing/browser-fetch";
import { createPage, postKeys, savePost, savePostMutation, type PostDto } from "./posts.queries";

const signInAsAdmin = browserOfNewAdmin();

describe("posts.queries", () => {
  it("creates a page, saves it with its version (new slug included), and a stale save is a ConflictError", async () => {
    signInAsAdmin();
    const page = await createPage({ title: "Pricing", slug: "pricing" });
    expect(page).toMatchObject({ slug: "pricing", version: 1, display_as_blog_post: false });
    const taken = await createPage({ title: "Again", slug: "pricing" }).catch((error: unknown) => error);
    expect(taken).toBeInstanceOf(ApiRequestError);
    expect(taken).toMatchObject({ status: 409, code: "conflict", message: "A page with this slug already exists" });

    const client = createQueryClient();
    const save = client.getMutationCache().build(client, savePostMutation(client));
    await save.execute({ currentSlug: "pricing", slug: "plans", title: "Plans", version: 1 });
    expect(client.getQueryData<PostDto>(postKeys.one("plans"))).toMatchObject({ title: "Plans", version: 2 });

    const conflict = await savePost({ currentSlug: "plans", title: "Stale", version: 1 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError<PostDto>).current).toMatchObject({ slug: "plans", title: "Plans", version: 2 });
  });
});
