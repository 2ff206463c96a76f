"use client";

// The Page Layout manager modal (spec 001 §2 "Page Layout manager modal", §4 "Page layout"): an
// admin-only chunk, opened by the editing layer. The page's hero, template and heading sections in
// one list, reordered by drag or keyboard, saved in one request.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Sortable } from "@/components/ui/sortable";
import { toast } from "@/components/ui/toast";
import { ApiRequestError, serverReason } from "@/lib/api-client";
import { sectionTypeLabel } from "@/modules/sections/sections.validation";
import type { EditorProps } from "@/lib/editing";
import { layoutKeys, pageLayoutQuery, savePageLayout, type LayoutSectionDto } from "../layout.queries";
import type { LayoutSectionKind } from "../layout.validation";
import layoutText from "@/messages/en/admin/pageLayout.json";

const badgeColour: Record<LayoutSectionKind, string> = {
  hero: "bg-violet-100 text-violet-900",
  template_section: "bg-sky-100 text-sky-900",
  heading_section: "bg-amber-100 text-amber-900",
};

const keyOf = (section: LayoutSectionDto) => `${section.type}:${section.id}`;

export default function PageLayoutManager({ urlPage, onClose, onChanged }: EditorProps) {
  const layout = useQuery(pageLayoutQuery(urlPage));
  // The admin's order; null until the list is moved (then Cancel restores the loaded one by dropping it).
  const [order, setOrder] = useState<LayoutSectionDto[] | null>(null);
  const sections = order ?? layout.data ?? [];
  const client = useQueryClient();
  // The saved order is what the server answers: it becomes the cached layout, so reopening shows it.
  const save = useMutation({ mutationFn: savePageLayout, onSuccess: (saved) => client.setQueryData(layoutKeys.page(urlPage), saved) });
  const dirty = order !== null && order.map(keyOf).join() !== (layout.data ?? []).map(keyOf).join();
  // A failed save: the spec's sentence, and the server's reason when it gave one. The admin's order stays, to try again.
  const [saveError, setSaveError] = useState<{ message: string; detail?: string } | null>(null);

  async function saveLayout() {
    setSaveError(null);
    try {
      await save.mutateAsync({ url_page: urlPage, sections: sections.map(({ id, type }) => ({ id, type })) });
      void toast.success(layoutText.saved);
      onChanged();
      onClose();
    } catch (error) {
      const detail = serverReason(error);
      setSaveError({ message: layoutText.saveFailed, detail: detail === layoutText.saveFailed ? undefined : detail });
    }
  }

  const count = (type: LayoutSectionKind) => sections.filter((section) => section.type === type).length;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={layoutText.title}
      badge={layoutText.badge}
      description={layoutText.intro}
      fullscreenable
      movable
      initialSize={{ width: 640, height: 620 }}
      confirmClose={() => !dirty || save.isPending || window.confirm(layoutText.unsavedChanges)}
      footer={
        <SaveCancelFooter
          error={saveError?.message}
          errorDetail={saveError?.detail}
          onCancel={onClose}
          onSave={() => void saveLayout()}
          saving={save.isPending}
          disabled={layout.isPending || sections.length === 0}
          labels={layoutText}
          start={
            <p className="mr-auto text-sm text-gray-700" data-layout-counts>
              {layoutText.total}: {sections.length} · {(Object.keys(layoutText.counts) as LayoutSectionKind[]).map((type) => `${layoutText.counts[type]}: ${count(type)}`).join(" · ")}
            </p>
          }
        />
      }
    >
      <p className="mb-4 text-sm text-gray-600">{layoutText.help}</p>
      {layout.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          {layoutText.loading}
        </p>
      ) : layout.isError ? (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{layout.error instanceof ApiRequestError ? layout.error.message : layoutText.loadFailed}</p>
          <button type="button" onClick={() => void layout.refetch()} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-red-300">
            {layoutText.retry}
          </button>
        </div>
      ) : sections.length === 0 ? (
        <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
          <p className="font-semibold text-gray-900">{layoutText.emptyTitle}</p>
          <p className="mt-1 text-sm text-gray-600">{layoutText.emptyText}</p>
        </div>
      ) : (
        <Sortable
          items={sections}
          idOf={keyOf}
          nameOf={(section) => `${layoutText.kinds[section.type]} ${section.title || layoutText.untitled}`}
          onReorder={setOrder}
          renderItem={(section, handle, dragging) => (
            <div data-layout-row className={`flex items-center gap-3 rounded-lg border bg-white px-3 py-2 ${dragging ? "border-sky-500 shadow-lg" : "border-gray-200"}`}>
              <button type="button" {...handle} aria-label={`${layoutText.dragHandle}: ${section.title || layoutText.untitled}`} className="cursor-grab rounded px-1.5 py-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700">
                ⠿
              </button>
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${badgeColour[section.type]}`}>{layoutText.kinds[section.type]}</span>
              <span className="min-w-0 flex-1 truncate text-sm font-medium text-gray-900">{section.title || layoutText.untitled}</span>
              {section.data ? <span className="text-xs text-gray-600">{sectionTypeLabel(section.data.section_type)}</span> : null}
              <span className="text-xs font-semibold text-gray-500">#{sections.indexOf(section) + 1}</span>
            </div>
          )}
        />
      )}
    </Dialog>
  );
}
