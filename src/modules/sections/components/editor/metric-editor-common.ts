// What the metric list's parts share: their words and their controls' classes.
import { ApiRequestError, isConflictError } from "@/lib/api-client";
import { plainText } from "@/lib/plain-text";
import type { MetricDto } from "../../sections.queries";

export const metricEditorText = {
  saveFirst: "Save the section first to add metrics",
  addNew: "Add New Metric",
  addExisting: "Add Existing Metric",
  librarySubtitle: "Choose from your metric library",
  allAddedTitle: "All Metrics Added",
  allAddedText: "All available metrics are already in this section. Create new metrics to add more.",
  available: (count: number) => `${count} metric(s) available to add`,
  added: "Metric added successfully",
  created: "Metric created and added successfully",
  removed: "Metric removed from section",
  deleted: "Metric deleted permanently from all sections",
  reordered: "Metrics reordered",
  urlUpdated: "URL updated successfully",
  imageUpdated: "Image updated successfully",
  imageFailed: "Failed to update image",
  mediaRemoved: "Media removed",
  loadFailed: "Failed to load available metrics",
  addFailed: "Failed to add metric",
  removeFailed: "Failed to remove metric",
  deleteFailed: "Failed to delete metric",
  updateFailed: "Failed to update",
  titleFailed: "Failed to update title",
  descriptionFailed: "Failed to update description",
  urlFailed: "Failed to update URL",
  removeMediaFailed: "Failed to remove media",
  reorderFailed: "Failed to refresh section data",
  urlTitle: "Enter Image/Video URL",
  urlHint: "Enter a direct link to an image or video file",
  cancel: "Cancel",
  confirm: "Confirm",
  addMedia: "Add Media",
  changeMedia: "Change Media",
  removeMedia: "Remove Media",
  gallery: "Gallery",
  url: "URL",
  dragHandle: "Drag to reorder",
  removeOrDelete: "Remove or delete",
  removeTitle: "Remove or delete metric",
  removeDescription: "Remove it from this section (it stays in your library), or delete it permanently from all sections.",
  removeFromSection: "Remove from section",
  deletePermanently: "Delete permanently",
  deleteTitle: "Delete metric permanently",
  deleteDescription: "This deletes the metric from all sections. It cannot be undone.",
  untitled: "(untitled)",
} as const;

export const small = "rounded px-2 py-1 text-xs font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 aria-pressed:bg-gray-900 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-sky-700";
export const button = "rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 ring-gray-300 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";
export const input = "block w-full rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

export const failure = (error: unknown, fallback: string) => (error instanceof ApiRequestError && !isConflictError(error) ? error.message : fallback);
export const nameOf = (metric: MetricDto) => plainText(metric.title) || metricEditorText.untitled;
