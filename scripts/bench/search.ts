import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

/**
 * npm run bench:search: how long GET /api/search's work takes over 10,000 articles of one
 * organization (issue 13: "results in under 50 ms for 10,000 articles"), against a baseline run on
 * the same rows in the same process: the obvious search without the index, `ILIKE '%word%'` over
 * title, description and content. Each database kind (PGlite in a temporary directory, and a fresh
 * PostgreSQL database at BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432) runs in a
 * child process of its own: it writes the articles (plus 2,000 of another organization, which no
 * result may come from), then times `searchPosts`, the service behind the endpoint, ranking and
 * snippets included, for a fixed set of queries from common words to rare ones. Figures are
 * printed, never asserted (ARCHITECTURE.md, tests).
 */
const articles = Number(process.env.BENCH_ARTICLES ?? 10_000);
const rounds = 5;

/** A deterministic vocabulary of 3,000 made-up words, used with a Zipf-like frequency so that some are everywhere and most are rare. */
function vocabulary(): string[] {
  const syllables = ["ka", "lo", "mi", "ren", "sta", "vu", "pe", "dor", "qui", "ban", "tel", "os", "ri", "gan", "mu", "zel"];
  const words: string[] = [];
  for (let index = 0; words.length < 3_000; index++) {
    let word = "";
    for (let rest = index + 16; rest > 0; rest = Math.floor(rest / 16)) word += syllables[rest % 16];
    words.push(word);
  }
  return words;
}

function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function article(words: string[], random: () => number, length: number): string {
  const pick = () => words[Math.min(words.length - 1, Math.floor(words.length * random() ** 3))]!;
  return Array.from({ length }, pick).join(" ");
}

async function child(kind: "pglite" | "postgres") {
  const { createOrganization } = await import("@/modules/organizations/organizations.service");
  const { searchPosts } = await import("@/modules/posts/posts.service");
  const { posts } = await import("@/modules/posts/posts.schema");
  const { db } = await import("@/server/db/client");
  const { sql } = await import("drizzle-orm");
  const words = vocabulary();
  const random = randomFrom(42);

  const write = async (organizationId: string, count: number, prefix: string) => {
    for (let start = 0; start < count; start += 500) {
      const rows = Array.from({ length: Math.min(500, count - start) }, (_, offset) => ({
        organization_id: organizationId,
        slug: `${prefix}-${start + offset}`,
        title: article(words, random, 6),
        description: article(words, random, 18),
        content: `<h2>${article(words, random, 4)}</h2><p>${article(words, random, 150)}</p><ul><li>${article(words, random, 40)}</li></ul><p>${article(words, random, 100)}</p>`,
        is_help_center: (start + offset) % 3 === 0,
        display_as_blog_post: (start + offset) % 3 !== 0,
      }));
      await (await db()).insert(posts).values(rows);
    }
  };
  const started = performance.now();
  const { organization } = await createOrganization({ name: "Bench", slug: "bench", hosts: ["bench.test"] });
  const { organization: other } = await createOrganization({ name: "Other", slug: "other", hosts: ["other.test"] });
  await write(organization.id, articles, "article");
  await write(other.id, 2_000, "other");
  await (await db()).execute(sql`analyze posts`);
  const writing = performance.now() - started;

  // From everywhere to nowhere: a word in most articles, mid-frequency, rare, two words, a prefix, an absent word.
  const queries = [words[0]!, words[1]!, words[40]!, words[300]!, words[2_500]!, `${words[2]!} ${words[60]!}`, words[900]!.slice(0, 4), "nowhereword"];
  const likeBaseline = async (query: string) => {
    const pattern = `%${query.split(" ")[0]}%`;
    await (await db()).execute(sql`
      select slug, title, substring(content for 200) from posts
      where organization_id = ${organization.id} and display_this_post
        and (title ilike ${pattern} or description ilike ${pattern} or content ilike ${pattern})
      limit 20`);
  };
  const time = async (work: (query: string) => Promise<unknown>) => {
    for (const query of queries) await work(query); // warm: plans and pages in memory
    const samples: number[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const at = performance.now();
        await work(query);
        samples.push(performance.now() - at);
      }
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]!, max: samples.at(-1)! };
  };
  const counts = await Promise.all(queries.map(async (query) => (await searchPosts(organization.id, query)).length));
  const search = await time((query) => searchPosts(organization.id, query));
  const baseline = await time(likeBaseline);
  console.log(JSON.stringify({ kind, writing, counts, queries, search, baseline }));
  process.exit(0); // the database pool would keep the process alive
}

async function main() {
  const postgres = (process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432").replace(/\/$/, "");
  const psql = (command: string) => {
    const run = spawnSync("psql", [`${postgres}/postgres`, "-v", "ON_ERROR_STOP=1", "-qc", command], { encoding: "utf8" });
    if (run.status !== 0) throw new Error(`psql failed: ${run.stderr}`);
  };
  const tsx = path.resolve(import.meta.dirname, "../../node_modules/.bin/tsx");
  console.log(`Search over ${articles.toLocaleString("en")} articles of one organization (+2,000 of another); ${rounds} rounds of 8 queries each:`);
  console.log(`${"".padEnd(34)}${"median ms".padStart(11)}${"p95 ms".padStart(9)}${"max ms".padStart(9)}`);
  for (const kind of ["postgres", "pglite"] as const) {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "atrium-bench-search-"));
    const name = `atrium_bench_search_${process.pid}`;
    if (kind === "postgres") psql(`create database ${name}`);
    try {
      const env = { ...process.env, NODE_ENV: "test" as const, DATABASE_URL: kind === "postgres" ? `${postgres}/${name}` : "", ATRIUM_DATA_DIR: path.join(scratch, "data"), BENCH_SEARCH_CHILD: kind };
      const run = spawnSync(tsx, [import.meta.filename], { env, encoding: "utf8", maxBuffer: 16 * 1024 * 1024 });
      if (run.status !== 0) throw new Error(`The ${kind} run failed:\n${run.stderr}`);
      const figures = JSON.parse(run.stdout.trim().split("\n").at(-1)!) as {
        writing: number;
        counts: number[];
        queries: string[];
        search: Record<"median" | "p95" | "max", number>;
        baseline: Record<"median" | "p95" | "max", number>;
      };
      const row = (label: string, { median, p95, max }: Record<"median" | "p95" | "max", number>) =>
        console.log(`${label.padEnd(34)}${median.toFixed(1).padStart(11)}${p95.toFixed(1).padStart(9)}${max.toFixed(1).padStart(9)}`);
      row(`full-text search, ${kind}`, figures.search);
      row(`ILIKE baseline, ${kind}`, figures.baseline);
      const ratio = (key: "median" | "p95") => (figures.baseline[key] / figures.search[key]).toFixed(1);
      // The baseline's LIMIT stops early on a common word but reads every row for a rare one, unranked and without snippets.
      console.log(`  baseline / search: median ${ratio("median")}x, p95 ${ratio("p95")}x; results per query: ${figures.queries.map((query, index) => `${query} ${figures.counts[index]}`).join(", ")}; writing the rows took ${(figures.writing / 1000).toFixed(1)} s`);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
      if (kind === "postgres") psql(`drop database if exists ${name} with (force)`);
    }
  }
}

const childKind = process.env.BENCH_SEARCH_CHILD;
if (childKind === "pglite" || childKind === "postgres") await child(childKind);
else await main();
