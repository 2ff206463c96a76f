import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiRequestError, apiRequest, unexpectedReplyMessage } from "@/lib/api-client";
import { createQueryClient } from "@/lib/query-client";
import { fetchAs } from "@/testing/browser-fetch";
import { createTestMember, createTestOrganization } from "@/testing/factories";
import { profileKeys, profileQuery, saveProfileMutation } from "./profiles.queries";
import { profileResponse } from "./profiles.validation";

afterEach(() => vi.unstubAllGlobals());

describe("the client data layer, on the profile endpoints", () => {
  it("reads the profile through a query, saves through a mutation and keeps the cache in step", async () => {
    const { host, organization } = await createTestOrganization();
    const user = await createTestMember(host, { name: "Ada" });
    fetchAs(host, user.cookie);
    const client = createQueryClient();

    const profile = await client.fetchQuery(profileQuery());
    expect(profile).toMatchObject({ organization_id: organization.id, username: "Ada", role: "member" });

    const save = client.getMutationCache().build(client, saveProfileMutation(client));
    await save.execute({ full_name: "Ada Lovelace" });
    expect(client.getQueryData(profileKeys.own)).toMatchObject({ username: "Ada", full_name: "Ada Lovelace" });
    // Fresh for five minutes: a second read is served from the cache, not the server.
    const requests = vi.mocked(fetch).mock.calls.length;
    expect(requests).toBe(2);
    await client.fetchQuery(profileQuery());
    expect(vi.mocked(fetch).mock.calls.length).toBe(requests);
  });

  it("fails with the server's message, or a clear one when the reply has another shape", async () => {
    const { host } = await createTestOrganization();
    const user = await createTestMember(host);
    fetchAs(host, user.cookie);
    await expect(apiRequest("/api/profile", { method: "PUT", json: { username: "ab" }, reply: profileResponse })).rejects.toMatchObject({ message: "Username must be at least 3 characters", status: 400 });
    const wrongShape = apiRequest("/api/session", { reply: profileResponse });
    await expect(wrongShape).rejects.toBeInstanceOf(ApiRequestError);
    await expect(wrongShape).rejects.toMatchObject({ message: unexpectedReplyMessage, code: "unexpected_reply" });
  });
});
