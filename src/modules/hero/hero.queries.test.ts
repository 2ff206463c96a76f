import { describe, expect, it } from "vitest";
import { ConflictError } from "@/lib/api-client";
import { browserOfNewAdmin } from "@/testing/browser-fetch";
import { createHero, fetchHeroes, saveHero, type HeroDto } from "./hero.queries";

const signInAsAdmin = browserOfNewAdmin();

describe("hero.queries", () => {
  it("saves with the version and turns a stale save into a ConflictError with the current hero", async () => {
    signInAsAdmin();
    const hero = await createHero({ title: "Build", url_page: "/q-hero" });
    expect(await saveHero({ id: hero.id, title: "Build faster", version: 1 })).toMatchObject({ version: 2 });
    const conflict = await saveHero({ id: hero.id, title: "Stale", version: 1 }).catch((error: unknown) => error);
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError<HeroDto>).current).toMatchObject({ title: "Build faster", version: 2 });
    expect((await fetchHeroes("/q-hero"))[0]).toMatchObject({ title: "Build faster" });
  });
});
