"use client";

// Metrics from the organization's library, added to the section.
import { useEffect } from "react";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { plainText } from "@/lib/plain-text";
import { useAttachMetric, useMetrics, type MetricDto, type TemplateSectionDto } from "../../sections.queries";
import { button, failure, nameOf } from "./metric-editor-common";
import { formatMessage } from "@/lib/i18n/format";
import metricEditorText from "@/messages/en/admin/metricEditor.json";

export function LibraryDialog({ section, onClose, onChanged }: { section: TemplateSectionDto; onClose: () => void; onChanged: () => void }) {
  const library = useMetrics();
  const attach = useAttachMetric();
  const inSection = new Set(section.website_metric.map((metric) => metric.id));
  const available = (library.data ?? []).filter((metric) => !inSection.has(metric.id));
  useEffect(() => {
    if (library.isError) void toast.error(failure(library.error, metricEditorText.loadFailed));
  }, [library.isError, library.error]);
  async function add(metric: MetricDto) {
    try {
      await attach.mutateAsync({ sectionId: section.id, metricId: metric.id });
      void toast.success(metricEditorText.added);
      onChanged();
    } catch (error) {
      void toast.error(failure(error, metricEditorText.addFailed));
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={metricEditorText.addExisting}
      description={metricEditorText.librarySubtitle}
      initialSize={{ width: 560 }}
      footer={<p className="mr-auto text-sm text-gray-700">{formatMessage(metricEditorText.available, { count: String(available.length) })}</p>}
    >
      {library.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          {metricEditorText.loadingLibrary}
        </p>
      ) : library.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {metricEditorText.loadFailed}
        </p>
      ) : available.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold text-gray-900">{metricEditorText.allAddedTitle}</p>
          <p className="mt-1 text-sm text-gray-600">{metricEditorText.allAddedText}</p>
        </div>
      ) : (
        <ul className="space-y-2">
          {available.map((metric) => (
            <li key={metric.id} className="flex items-center gap-3 rounded-lg border border-gray-200 px-3 py-2">
              <span className="min-w-0 flex-1">
                <span className="block truncate text-sm font-medium text-gray-900">{nameOf(metric)}</span>
                <span className="block truncate text-xs text-gray-600">{plainText(metric.description)}</span>
              </span>
              <button type="button" className={button} disabled={attach.isPending} aria-label={`Add ${nameOf(metric)}`} onClick={() => void add(metric)}>
                Add
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
