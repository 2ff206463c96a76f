import { expect } from "vitest";
import { call } from "./api";

const conflictMessage = "This was changed by someone else. Reload to see their changes, or overwrite them.";

interface VersionedSave {
  host: string;
  /** Two admins of the organization: `first` saves first, `second` saves what it loaded before. */
  first: string;
  second: string;
  method: "PUT" | "PATCH";
  path: string;
  /** The body of each save, without `version`; `edit` tells the two saves apart. */
  body: (edit: string) => Record<string, unknown>;
  /** Reads the row as the API shows it now. */
  read: () => Promise<Record<string, unknown>>;
  /** The field `body(edit)` changes, to check which save is stored. */
  field: (row: Record<string, unknown>) => unknown;
}

/**
 * The contract of decision 017 on one endpoint: a fresh version saves and raises it by one; a stale
 * one answers 409 `version_conflict` with the current row and changes nothing; no version saves
 * (last write wins) and raises it too.
 */
export async function expectVersionedSaves({ host, first, second, method, path, body, read, field }: VersionedSave) {
  const loaded = await read();
  const version = loaded.version as number;
  expect(version).toBeGreaterThanOrEqual(1);

  const saved = await call(path, { host, token: first, method, json: { ...body("first"), version } });
  expect(saved.status, `${method} ${path} with the current version`).toBe(200);
  const savedRow = await saved.json();
  expect(savedRow.version).toBe(version + 1);
  const afterFirst = await read();
  expect(afterFirst.version).toBe(version + 1);

  const stale = await call(path, { host, token: second, method, json: { ...body("second"), version } });
  expect(stale.status, `${method} ${path} with a stale version`).toBe(409);
  const conflict = await stale.json();
  expect(conflict).toMatchObject({ error: conflictMessage, code: "version_conflict" });
  expect(conflict.details.current).toMatchObject({ version: version + 1 });
  expect(field(conflict.details.current)).toEqual(field(afterFirst));
  expect(await read(), "a stale save changes nothing").toEqual(afterFirst);

  // Overwrite: the second admin saves again on the version the conflict showed.
  const overwrite = await call(path, { host, token: second, method, json: { ...body("second"), version: conflict.details.current.version } });
  expect(overwrite.status).toBe(200);
  expect((await overwrite.json()).version).toBe(version + 2);

  // Without a version, the last write wins (API clients), and the version still rises.
  const blind = await call(path, { host, token: first, method, json: body("blind") });
  expect(blind.status, `${method} ${path} without a version`).toBe(200);
  const blindRow = await read();
  expect(blindRow.version).toBe(version + 3);
  expect(field(blindRow)).toEqual(field(await blind.json()));
}
