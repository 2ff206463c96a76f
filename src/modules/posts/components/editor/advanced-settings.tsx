"use client";

// The post editor's Advanced Settings panel (spec 000 §2 "More/Back", §5 "Post"): address, author,
// photo, meta description, where the post is shown, its type, help center and document set, and
// (beyond the spec, issue 13) its revisions.
import { useId, useState, type ReactNode } from "react";
import { Field } from "@/components/ui/field";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import { metaDescriptionMax, postDisplayTypes } from "@/lib/design-tokens";
import { MediaPicker } from "@/modules/media/components/media-picker";
import { useDocumentSets, useRestoreRevision, useRevisions, type PostDto } from "../../posts.queries";
import { slugify } from "@/lib/slug";
import type { DocSetChoice, PostForm } from "./post-form";
import { formatMessage } from "@/lib/i18n/format";
import advancedText from "@/messages/en/admin/postSettings.json";

/** Past this many characters the meta description's counter warns (spec 000 §5, §9). */
export const metaDescriptionWarnAt = 140;

const inputClass = "block w-full rounded-lg border border-gray-300 px-3 py-2 text-sm text-gray-900 shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30";

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-gray-800">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 rounded border-gray-300" />
      {label}
    </label>
  );
}

/** A whole number from 0 (000 §5: "Doc set order has a minimum of 0"); parsed on save. */
function OrderInput({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return <input id={id} type="number" min={0} step={1} inputMode="numeric" value={value} onChange={(event) => onChange(event.target.value)} className={`${inputClass} w-32`} />;
}

function Revisions({ slug, basedOn, dirty, onRestored }: { slug: string; basedOn: number | undefined; dirty: boolean; onRestored: (post: PostDto) => void }) {
  const revisions = useRevisions(slug, true);
  const restore = useRestoreRevision();
  const run = async (id: string) => {
    if (dirty && !window.confirm(advancedText.restoreQuestion)) return;
    try {
      const restored = await restore.mutateAsync({ slug, id, version: basedOn });
      void toast.success(advancedText.restored);
      onRestored(restored);
    } catch (error) {
      void toast.error(error instanceof ApiRequestError ? error.message : advancedText.restoreFailed);
    }
  };
  return (
    <Group title={advancedText.revisions}>
      <p className="text-xs text-gray-600">{advancedText.revisionsHint}</p>
      {revisions.isPending ? (
        <p role="status" className="text-sm text-gray-600">
          {advancedText.loadingRevisions}
        </p>
      ) : revisions.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {revisions.error.message}
        </p>
      ) : revisions.data.length === 0 ? (
        <p className="text-sm text-gray-600">{advancedText.noRevisions}</p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {revisions.data.map((revision) => (
            <li key={revision.id} className="flex items-center gap-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium text-gray-900">{revision.title}</span>
                <time dateTime={revision.saved_at} className="text-xs text-gray-600">
                  {new Date(revision.saved_at).toLocaleString()}
                </time>
              </span>
              <button type="button" disabled={restore.isPending} onClick={() => void run(revision.id)} aria-label={`${advancedText.restore} “${revision.title}” (${new Date(revision.saved_at).toLocaleString()})`} className="rounded-md px-3 py-1 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50 disabled:opacity-50">
                {advancedText.restore}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Group>
  );
}

export interface AdvancedSettingsProps {
  form: PostForm;
  set: (change: Partial<PostForm>, group?: string) => void;
  /** The slug still follows the title (a new post whose slug the admin has not edited). */
  slugLocked: boolean;
  onSlugEdited: () => void;
  /** The saved post's slug (none for a new post: no revisions yet). */
  postSlug: string | undefined;
  basedOn: number | undefined;
  dirty: boolean;
  onRestored: (post: PostDto) => void;
}

export function AdvancedSettings({ form, set, slugLocked, onSlugEdited, postSlug, basedOn, dirty, onRestored }: AdvancedSettingsProps) {
  const id = useId();
  const sets = useDocumentSets();
  const [galleryOpen, setGalleryOpen] = useState(false);
  const metaLength = form.metadescription_for_page.length;
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-4">
      <h3 id={`${id}-heading`} className="text-base font-semibold text-gray-900">
        {advancedText.heading}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-slug`} label={advancedText.slug} hint={slugLocked ? <p className="text-xs text-gray-600">{advancedText.slugFollows}</p> : null}>
          <input
            id={`${id}-slug`}
            value={form.slug}
            onChange={(event) => {
              onSlugEdited();
              set({ slug: event.target.value }, "slug");
            }}
            className={inputClass}
          />
        </Field>
        <Field id={`${id}-author`} label={advancedText.author}>
          <input id={`${id}-author`} value={form.author_name} onChange={(event) => set({ author_name: event.target.value }, "author")} className={inputClass} />
        </Field>
      </div>
      <Field id={`${id}-photo`} label={advancedText.mainPhoto}>
        <div className="flex flex-wrap items-center gap-2">
          <input id={`${id}-photo`} value={form.main_photo} onChange={(event) => set({ main_photo: event.target.value }, "photo")} className={`${inputClass} min-w-0 flex-1`} />
          <button type="button" onClick={() => setGalleryOpen(true)} className="rounded-md px-3 py-2 text-sm font-medium text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
            {advancedText.gallery}
          </button>
          {form.main_photo ? (
            <button type="button" onClick={() => set({ main_photo: "" })} className="rounded-md px-3 py-2 text-sm font-medium text-red-700 ring-1 ring-red-300 hover:bg-red-50">
              {advancedText.removePhoto}
            </button>
          ) : null}
        </div>
        {form.main_photo ? <img src={form.main_photo} alt="" className="mt-2 h-24 rounded-lg object-cover" /> : null}
      </Field>
      <MediaPicker open={galleryOpen} onOpenChange={setGalleryOpen} onPick={({ url }) => set({ main_photo: url })} />
      <Field
        id={`${id}-meta`}
        label={advancedText.metaDescription}
        hint={
          <p className={`text-right text-xs ${metaLength > metaDescriptionWarnAt ? "font-semibold text-orange-700" : "text-gray-500"}`} aria-live="polite">
            {metaLength}/{metaDescriptionMax}
          </p>
        }
      >
        <textarea id={`${id}-meta`} data-fix-field="meta_description" rows={2} value={form.metadescription_for_page} onChange={(event) => set({ metadescription_for_page: event.target.value }, "meta")} className={inputClass} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Group title={advancedText.display}>
          <Check label={advancedText.displayThisPost} checked={form.display_this_post} onChange={(checked) => set({ display_this_post: checked })} />
          <Check label={advancedText.displayAsBlogPost} checked={form.display_as_blog_post} onChange={(checked) => set({ display_as_blog_post: checked })} />
          <Check label={advancedText.displayedFirstPage} checked={form.is_displayed_first_page} onChange={(checked) => set({ is_displayed_first_page: checked })} />
          <Field id={`${id}-order`} label={advancedText.order}>
            <OrderInput id={`${id}-order`} value={form.order} onChange={(order) => set({ order }, "order")} />
          </Field>
        </Group>
        <Group title={advancedText.postType}>
          <Field id={`${id}-type`} label={advancedText.postType}>
            <select id={`${id}-type`} value={form.type} onChange={(event) => set({ type: event.target.value as PostForm["type"] })} className={inputClass}>
              {postDisplayTypes.map((type) => (
                <option key={type} value={type}>
                  {advancedText.types[type]}
                </option>
              ))}
            </select>
          </Field>
        </Group>
        <Group title={advancedText.helpCenter}>
          <Check label={advancedText.isHelpCenter} checked={form.is_help_center} onChange={(checked) => set({ is_help_center: checked })} />
          {form.is_help_center ? (
            <>
              <Field id={`${id}-help-order`} label={advancedText.helpCenterOrder}>
                <OrderInput id={`${id}-help-order`} value={form.help_center_order} onChange={(help_center_order) => set({ help_center_order }, "help-order")} />
              </Field>
              <Field id={`${id}-subsection`} label={advancedText.subsection}>
                <input id={`${id}-subsection`} value={form.subsection} onChange={(event) => set({ subsection: event.target.value }, "subsection")} className={inputClass} />
              </Field>
            </>
          ) : null}
        </Group>
        <Group title={advancedText.docSet}>
          <div role="radiogroup" aria-label={advancedText.docSet} className="flex flex-wrap gap-3">
            {(Object.keys(advancedText.docSetChoices) as DocSetChoice[]).map((choice) => (
              <label key={choice} className="flex items-center gap-1.5 text-sm text-gray-800">
                <input type="radio" name={`${id}-doc-set`} checked={form.doc_set_choice === choice} onChange={() => set({ doc_set_choice: choice })} />
                {advancedText.docSetChoices[choice]}
              </label>
            ))}
          </div>
          {form.doc_set_choice === "existing" ? (
            <Field id={`${id}-set`} label={advancedText.existingSet}>
              <select id={`${id}-set`} value={form.doc_set} onChange={(event) => set({ doc_set: event.target.value })} className={inputClass}>
                <option value="">{advancedText.chooseSet}</option>
                {(sets.data ?? []).map((set) => (
                  <option key={set.slug} value={set.slug}>
                    {set.title}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {form.doc_set_choice === "new" ? (
            <Field id={`${id}-new-set`} label={advancedText.newSetName} hint={<p className="text-xs text-gray-600">{formatMessage(advancedText.newSetAddress, { slug: slugify(form.new_doc_set_title) || "…" })}</p>}>
              <input id={`${id}-new-set`} value={form.new_doc_set_title} onChange={(event) => set({ new_doc_set_title: event.target.value }, "new-set")} className={inputClass} />
            </Field>
          ) : null}
          {form.doc_set_choice !== "none" ? (
            <>
              <Field id={`${id}-set-order`} label={advancedText.docSetOrder}>
                <OrderInput id={`${id}-set-order`} value={form.doc_set_order} onChange={(doc_set_order) => set({ doc_set_order }, "set-order")} />
              </Field>
              <Check label={advancedText.numbered} checked={form.is_numbered} onChange={(checked) => set({ is_numbered: checked })} />
            </>
          ) : null}
        </Group>
      </div>
      {postSlug ? <Revisions slug={postSlug} basedOn={basedOn} dirty={dirty} onRestored={onRestored} /> : null}
    </section>
  );
}
