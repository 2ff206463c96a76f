import { describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

vi.stubEnv("ATRIUM_DATA_DIR", fs.mkdtempSync(path.join(os.tmpdir(), "atrium-media-q-")));
const { ApiRequestError, ConflictError } = await import("@/lib/api-client");
const { createQueryClient } = await import("@/lib/query-client");
const { browserOfNewAdmin } = await import("@/testing/browser-fetch");
const queries = await import("./media.queries");

const signInAsAdmin = browserOfNewAdmin();

const jpeg = () => sharp({ create: { width: 1000, height: 500, channels: 3, background: "#3366cc" } }).jpeg().toBuffer();

describe("media.queries", () => {
  it("uploads (progress reported), searches, saves alt text with versions, warns before deleting a used file", async () => {
    signInAsAdmin();
    const client = createQueryClient();
    const progress: number[] = [];
    const upload = client.getMutationCache().build(client, queries.uploadMediaMutation(client));
    const media = await upload.execute({ file: new File([await jpeg()], "harbour.jpg"), alt: "Harbour", onProgress: (fraction) => progress.push(fraction) });
    expect(progress).toEqual([1]);
    expect(media).toMatchObject({ alt: "Harbour", width: 1000, version: 1 });
    expect(media.variants.map((variant) => variant.width).sort((a, b) => a - b)).toEqual([480, 480, 960, 960, 1000, 1000]);

    expect((await client.fetchQuery(queries.mediaListQuery("harb"))).map((row) => row.id)).toEqual([media.id]);
    expect(await client.fetchQuery(queries.mediaListQuery("nothing-like-it"))).toEqual([]);

    expect(await queries.saveMediaAlt({ id: media.id, alt: "The harbour at dawn", version: 1 })).toMatchObject({ version: 2 });
    const conflict = await queries.saveMediaAlt({ id: media.id, alt: "Stale", version: 1 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as InstanceType<typeof ConflictError<{ alt: string }>>).current).toMatchObject({ alt: "The harbour at dawn" });

    // Used by a metric: the delete dialog warns, and a plain delete is refused with the references.
    const metric = await fetch("/api/metrics", { method: "POST", body: JSON.stringify({ title: "Port", description: "D", image: media.url }) });
    expect(metric.status).toBe(201);
    expect(await client.fetchQuery(queries.mediaUsageQuery(media.id))).toMatchObject({ used: true, references: [{ kind: "metric", title: "Port" }] });
    const refused = await queries.deleteMedia({ id: media.id }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiRequestError);
    expect(refused).not.toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({ status: 409, code: "conflict", details: { references: [{ kind: "metric" }] } });

    const remove = client.getMutationCache().build(client, queries.deleteMediaMutation(client));
    await remove.execute({ id: media.id, force: true });
    expect(await queries.fetchMedia()).toEqual([]);
  });
});
