// What the metric list's parts share: their words and their controls' classes.
import { ApiRequestError, isConflictError } from "@/lib/api-client";
import { plainText } from "@/lib/plain-text";
import type { MetricDto } from "../../sections.queries";
import metricEditorText from "@/messages/en/admin/metricEditor.json";

export const small = "rounded px-2 py-1 text-xs font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 aria-pressed:bg-gray-900 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-sky-700";
export const button = "rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const input = "block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

export const failure = (error: unknown, fallback: string) => (error instanceof ApiRequestError && !isConflictError(error) ? error.message : fallback);
export const nameOf = (metric: MetricDto) => plainText(metric.title) || metricEditorText.untitled;
