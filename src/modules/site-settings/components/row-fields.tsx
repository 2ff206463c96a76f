"use client";

import { useId } from "react";
import { translationMissing, withTranslation } from "@/lib/translate";
import type { Row } from "../site-settings.queries";

/** One editable field of a row: where it is read and written, and how it is typed. */
export interface FieldSpec {
  key: string;
  label: string;
  kind: "text" | "textarea" | "number" | "checkbox" | "select" | "datetime";
  options?: readonly string[];
  /** For nested values (a banner's `content.text`): read and write through these. */
  read?: (row: Row) => unknown;
  write?: (row: Row, value: unknown) => Row;
  /** Shown but not editable for rows this says (the Essential cookie category's name). */
  locked?: (row: Row) => string | null;
  /** The empty field's hint (a translation's base text). */
  hint?: (row: Row) => string;
}

export const textField = (key: string, label: string): FieldSpec => ({ key, label, kind: "text" });
export const areaField = (key: string, label: string): FieldSpec => ({ key, label, kind: "textarea" });
export const checkField = (key: string, label: string): FieldSpec => ({ key, label, kind: "checkbox" });

const translationsOf = (row: Row, key: string) => (row[`${key}_translation`] ?? {}) as Record<string, string>;

/**
 * A text field in `language` (null: the site's default, the base text as it is): its translation,
 * kept in the row's `{key}_translation` map, with the base text as the empty field's hint.
 */
export function inLanguage(field: FieldSpec, language: string | null): FieldSpec {
  if (language === null) return field;
  return {
    ...field,
    read: (row) => translationsOf(row, field.key)[language] ?? "",
    write: (row, value) => ({ ...row, [`${field.key}_translation`]: withTranslation(translationsOf(row, field.key), language, String(value)) }),
    hint: (row) => String(row[field.key] ?? ""),
  };
}

/** Whether a row lacks a translation in `language` of one of `keys` that has base text. */
export const rowMissing = (row: Row, keys: readonly string[], language: string) => translationMissing(keys.map((key) => [String(row[key] ?? ""), translationsOf(row, key)] as const), language);

const input = "mt-1 block w-full rounded-lg border border-gray-300 px-2 py-1.5 text-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

/** A field of a row, labelled (for screen readers too) with the field's name and the row's. */
export function RowField({ field, row, rowName, onChange }: { field: FieldSpec; row: Row; rowName: string; onChange: (row: Row) => void }) {
  const id = useId();
  const value = field.read ? field.read(row) : row[field.key];
  const set = (next: unknown) => onChange(field.write ? field.write(row, next) : { ...row, [field.key]: next });
  const lockedBecause = field.locked?.(row) ?? null;
  if (field.kind === "checkbox") {
    return (
      <label className="flex items-center gap-2 text-sm text-gray-900">
        <input type="checkbox" checked={Boolean(value)} onChange={(event) => set(event.target.checked)} />
        {field.label}
        <span className="sr-only"> ({rowName})</span>
      </label>
    );
  }
  return (
    <div className={field.kind === "textarea" ? "sm:col-span-2" : ""}>
      <label htmlFor={id} className="text-sm font-medium text-gray-900">
        {field.label}
        <span className="sr-only"> ({rowName})</span>
      </label>
      {field.kind === "textarea" ? (
        <textarea id={id} rows={3} value={String(value ?? "")} placeholder={field.hint?.(row)} onChange={(event) => set(event.target.value)} className={input} />
      ) : field.kind === "select" ? (
        <select id={id} value={String(value ?? "")} onChange={(event) => set(event.target.value)} className={input}>
          {(field.options ?? []).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.kind === "number" ? "number" : field.kind === "datetime" ? "datetime-local" : "text"}
          readOnly={lockedBecause !== null}
          aria-describedby={lockedBecause ? `${id}-locked` : undefined}
          value={value === null || value === undefined ? "" : String(value)}
          placeholder={field.hint?.(row)}
          onChange={(event) => set(field.kind === "number" ? (event.target.value === "" ? 0 : Math.round(Number(event.target.value))) : event.target.value)}
          className={input}
        />
      )}
      {lockedBecause ? (
        <p id={`${id}-locked`} className="mt-1 text-xs text-gray-600">
          {lockedBecause}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The rows of a list as cards of fields. With `newRow`, rows can be added and removed (the lists the
 * save replaces); without it, only edited (rows that have editors of their own elsewhere).
 */
export function RowList({ rows, fields, nameOf, onChange, newRow, addLabel, empty }: { rows: Row[]; fields: FieldSpec[]; nameOf: (row: Row, index: number) => string; onChange: (rows: Row[]) => void; newRow?: () => Row; addLabel?: string; empty: string }) {
  return (
    <div className="space-y-3">
      {rows.length === 0 ? <p className="text-sm text-gray-600">{empty}</p> : null}
      {rows.map((row, index) => {
        const name = nameOf(row, index);
        return (
          <fieldset key={row.id} className="grid gap-3 rounded-lg p-3 ring-1 ring-gray-200 sm:grid-cols-2">
            <legend className="px-1 text-sm font-semibold text-gray-900">{name}</legend>
            {fields.map((field) => (
              <RowField key={field.key} field={field} row={row} rowName={name} onChange={(next) => onChange(rows.map((entry) => (entry === row ? next : entry)))} />
            ))}
            {newRow ? (
              <div className="sm:col-span-2">
                <button type="button" onClick={() => onChange(rows.filter((entry) => entry !== row))} className="text-sm font-semibold text-red-700 hover:underline">
                  Remove {name}
                </button>
              </div>
            ) : null}
          </fieldset>
        );
      })}
      {newRow ? (
        <button type="button" onClick={() => onChange([...rows, newRow()])} className="rounded-lg px-3 py-1.5 text-sm font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
          {addLabel}
        </button>
      ) : null}
    </div>
  );
}
