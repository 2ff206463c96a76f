"use client";

// The metric list inside the section editor (spec 000 §2 "Metric list inside the section editor"):
// reorder by drag or keyboard, add a new metric or one from the library; each card is edited by
// metric-card-editor.tsx.
import { useId, useState } from "react";
import { Sortable } from "@/components/ui/sortable";
import { toast } from "@/components/ui/toast";
import { useCreateMetric, useReorderMetrics, type MetricDto, type TemplateSectionDto } from "../../sections.queries";
import { sectionMessages } from "../../sections.validation";
import { button, failure, input, nameOf } from "./metric-editor-common";
import metricEditorText from "@/messages/en/admin/metricEditor.json";
import { MetricCardEditor } from "./metric-card-editor";
import { LibraryDialog } from "./metric-library-dialog";

/** `language`: the language the cards' texts are written in (null: the site's default). */
export function MetricList({ section, language, onChanged }: { section: TemplateSectionDto | null; language: string | null; onChanged: () => void }) {
  const [adding, setAdding] = useState(false);
  const [library, setLibrary] = useState(false);
  const reorder = useReorderMetrics();
  const [order, setOrder] = useState<MetricDto[] | null>(null);
  const metrics = section?.website_metric ?? [];
  // The local order shows until the server's answer replaces the section.
  const [shown, setShown] = useState(section);
  if (shown !== section) {
    setShown(section);
    setOrder(null);
  }

  if (!section) {
    return (
      <div className="space-y-2">
        <div className="flex flex-wrap gap-2">
          {[metricEditorText.addNew, metricEditorText.addExisting].map((label) => (
            <button key={label} type="button" aria-disabled="true" aria-describedby="metrics-save-first" title={metricEditorText.saveFirst} className={`${button} cursor-not-allowed text-gray-500`}>
              {label}
            </button>
          ))}
        </div>
        <p id="metrics-save-first" className="text-xs text-gray-600">
          {metricEditorText.saveFirst}
        </p>
      </div>
    );
  }

  async function move(next: MetricDto[]) {
    setOrder(next);
    try {
      await reorder.mutateAsync({ sectionId: section!.id, metricIds: next.map((metric) => metric.id) });
      void toast.success(metricEditorText.reordered);
      onChanged();
    } catch (error) {
      setOrder(null);
      void toast.error(failure(error, metricEditorText.reorderFailed));
    }
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <button type="button" className={button} onClick={() => setAdding(true)}>
          {metricEditorText.addNew}
        </button>
        <button type="button" className={button} onClick={() => setLibrary(true)}>
          {metricEditorText.addExisting}
        </button>
      </div>
      {adding ? <NewMetric sectionId={section.id} onDone={() => setAdding(false)} onChanged={onChanged} /> : null}
      <Sortable
        items={order ?? metrics}
        idOf={(metric) => metric.id}
        nameOf={nameOf}
        onReorder={(next) => void move(next)}
        renderItem={(metric, handle, dragging) => <MetricCardEditor metric={metric} sectionId={section.id} handle={handle} dragging={dragging} language={language} onChanged={onChanged} />}
      />
      {library ? <LibraryDialog section={section} onClose={() => setLibrary(false)} onChanged={onChanged} /> : null}
    </div>
  );
}

function NewMetric({ sectionId, onDone, onChanged }: { sectionId: string; onDone: () => void; onChanged: () => void }) {
  const create = useCreateMetric();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [error, setError] = useState<string | null>(null);
  const ids = useId();
  async function submit() {
    if (title.trim() === "" || description.trim() === "") {
      setError(sectionMessages.metricTitleAndDescription);
      void toast.error(sectionMessages.metricTitleAndDescription);
      return;
    }
    try {
      await create.mutateAsync({ title, description, section_id: sectionId });
      void toast.success(metricEditorText.created);
      onChanged();
      onDone();
    } catch (caught) {
      void toast.error(failure(caught, metricEditorText.addFailed));
    }
  }
  return (
    <div className="space-y-2 rounded-lg border border-gray-200 p-3" role="group" aria-label={metricEditorText.addNew}>
      <label htmlFor={`${ids}-title`} className="block text-xs font-medium text-gray-800">
        {metricEditorText.newTitle}
      </label>
      <input id={`${ids}-title`} className={input} value={title} onChange={(event) => setTitle(event.target.value)} />
      <label htmlFor={`${ids}-description`} className="block text-xs font-medium text-gray-800">
        {metricEditorText.newDescription}
      </label>
      <textarea id={`${ids}-description`} rows={2} className={input} value={description} onChange={(event) => setDescription(event.target.value)} />
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" className={button} onClick={onDone}>
          {metricEditorText.cancel}
        </button>
        <button type="button" className={`${button} bg-sky-700 text-white ring-sky-700 hover:bg-sky-800`} disabled={create.isPending} onClick={() => void submit()}>
          {metricEditorText.create}
        </button>
      </div>
    </div>
  );
}

/** One field of a metric, as a one-field PATCH sends it. */
