import fs from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Whether a journey file starts servers of its own (a fresh start, `next dev`, a proxy's view): the longest waits. */
const startsServers = (file: string) => /\bstartServer\(/.test(fs.readFileSync(file, "utf8"));

/**
 * The journeys' order on a clean checkout, where Vitest has no durations from an earlier run and
 * keeps the files' own order: the files that start servers first, then the larger files, so that
 * the two workers do not end with one long file running beside an idle one. With durations from
 * an earlier run (a developer's machine), Vitest's own order (longest first) stands.
 */
export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const known = files.every((file) => this.ctx.cache.getFileTestResults(`${file.project.name}:${path.relative(this.ctx.config.root, file.moduleId)}`));
    if (known) return super.sort(files);
    const weight = (file: TestSpecification) => (startsServers(file.moduleId) ? 1e9 : 0) + fs.statSync(file.moduleId).size;
    return [...files].sort((a, b) => weight(b) - weight(a));
  }
}
