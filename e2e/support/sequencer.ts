import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Each journey file's seconds in a CI run of `npm test` (2 cores, 2 workers), written from that run's
 * output. Refresh it when files are added or change much: a file it does not know runs first.
 */
const durationsFile = path.join(import.meta.dirname, "durations.json");

/**
 * The journeys' order on a clean checkout, where Vitest has no durations from an earlier run and
 * keeps the files' own order: longest first by the durations CI measured (files it does not know
 * before all), so that the two workers do not end with one long file running beside an idle one.
 * With durations from an earlier run (a developer's machine), Vitest's own order (longest first) stands.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = files.every((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`));
    if (known) return super.sort(files);
    const seconds = JSON.parse(fs.readFileSync(durationsFile, "utf8")) as Record<string, number>;
    const weight = (file: TestSpecification) => seconds[path.relative(this.ctx.config.root, file.moduleId)] ?? Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}
