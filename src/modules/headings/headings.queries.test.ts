import { describe, expect, it } from "vitest";
import { ConflictError } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { browserOfNewAdmin } from "@/testing/browser-fetch";
import { createHeading, headingKeys, headingsQuery, saveHeading, saveHeadingMutation, type HeadingDto } from "./headings.queries";

const signInAsAdmin = browserOfNewAdmin();

describe("headings.queries", () => {
  it("saves with the version, keeps the cache on the new one, and turns a stale save into a ConflictError", async () => {
    signInAsAdmin();
    const body = { name: "Care", description_text: "D", url_page: "/q-headings" };
    const heading = await createHeading(body);
    const client = createQueryClient();
    await client.fetchQuery(headingsQuery("/q-headings"));
    const save = client.getMutationCache().build(client, saveHeadingMutation(client));
    await save.execute({ id: heading.id, ...body, name: "Care that fits", version: heading.version });
    expect(client.getQueryData<HeadingDto[]>(headingKeys.page("/q-headings"))?.[0]).toMatchObject({ name: "Care that fits", version: 2 });
    const conflict = await saveHeading({ id: heading.id, ...body, version: 1 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError<HeadingDto>).current).toMatchObject({ name: "Care that fits", version: 2 });
  });
});
