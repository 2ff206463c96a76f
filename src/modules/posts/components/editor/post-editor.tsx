"use client";

// The post editor (spec 000 §2 "Post editor modal", §4 "Editors", §5 "Post", §8, §9; 001 §2 "Post
// edit modal"; issue 13, decision 023): an admin-only chunk opened by the editing layer, with the
// post's slug as its id (none: a new post).
import { useCallback, useId, useMemo, useState, type ReactNode } from "react";
import { ConflictDialog, useConflictChoice } from "@/components/ui/conflict-dialog";
import { Dialog } from "@/components/ui/dialog";
import { toast, toastAfterLoad } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import type { EditorProps } from "@/lib/editing";
import type { PostPrefill } from "@/lib/new-post-address";
import { defaultLang, localizedPath, splitLocale } from "@/lib/site-path";
import { slugify } from "@/lib/slug";
import { isUndoKey, useEditorDraft } from "@/lib/use-editor-draft";
import { placeOf } from "../../post-place";
import { useCreatePost, usePost, useSavePost, type PostDto } from "../../posts.queries";
import { AdvancedSettings } from "./advanced-settings";
import { CodeView } from "./code-view";
import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { emptyPostForm, emptyTranslation, firstPostProblem, formPlace, hasTranslatedAddress, prefilledPostForm, toPostBody, toPostForm, translationMissing, type PostForm, type PostTranslation } from "./post-form";
import { RichTextEditor } from "./rich-text-editor";
import { useAutosave } from "./use-autosave";
import { formatMessage } from "@/lib/i18n/format";
import postEditorText from "@/messages/en/admin/postEditor.json";

/**
 * The local draft's key (spec 000 §4: "a fixed key"): one per post, one for a new post, and one per
 * prefilled title, so that another new post's draft does not replace the title asked for.
 */
export const draftKey = (slug: string | undefined, prefill?: PostPrefill) => `atrium:post-draft:${slug ?? (prefill ? `new:${slugify(prefill.title)}` : "new")}`;

/** Puts the admin's text on the clipboard as rich text and as plain text, for a conflict's "Copy my text". */
async function copyText(html: string) {
  const plain = new DOMParser().parseFromString(html, "text/html").body.innerText || html;
  if (typeof ClipboardItem !== "undefined" && navigator.clipboard.write) {
    await navigator.clipboard.write([new ClipboardItem({ "text/html": new Blob([html], { type: "text/html" }), "text/plain": new Blob([plain], { type: "text/plain" }) })]);
  } else await navigator.clipboard.writeText(plain);
}

const inputClass = (invalid = false) =>
  `block w-full rounded-lg border px-3 py-2 text-sm text-gray-900 shadow-sm focus:outline-none focus:ring-2 ${invalid ? "border-red-600 focus:ring-red-600/30" : "border-gray-300 focus:border-sky-600 focus:ring-sky-600/30"}`;

export default function PostEditor({ id, onClose, onChanged, prefill, field: fixField }: EditorProps) {
  const formId = useId();
  // The post's address now: a save may change it.
  const [slug, setSlug] = useState(id);
  const post = usePost(slug);
  const initial = useMemo(() => (id ? (post.data ? toPostForm(post.data) : undefined) : prefill ? prefilledPostForm(prefill) : emptyPostForm), [id, post.data, prefill]);
  const draft = useEditorDraft<PostForm>(draftKey(id, prefill), initial);
  const create = useCreatePost();
  const save = useSavePost();
  // The site check's "Write a meta description" opens the post on its advanced settings, where that field is.
  const [advanced, setAdvanced] = useState(fixField === "meta_description");
  // The language the fields show: the site's default until the admin picks another.
  const { language: translating, defaultLanguage, switcher } = useEditingLanguage();
  const language = translating ?? defaultLanguage;
  const [titleTouched, setTitleTouched] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [autosavedAt, setAutosavedAt] = useState<Date | null>(null);
  // Create mode: the slug follows the title until the admin edits it (000 §5 "Post").
  const [slugEdited, setSlugEdited] = useState(Boolean(id));
  const conflict = useConflictChoice<PostDto>({
    reload: (current) => {
      draft.reset(toPostForm(current));
      setSlug(current.slug);
    },
    resave: (version) => void submit(version),
  });

  const form = draft.value;
  const busy = create.isPending || save.isPending;
  const basedOn = conflict.basedOn(post.data);
  const set = useCallback((change: Partial<PostForm>, group?: string) => draft.set((current) => ({ ...current, ...change }), group), [draft]);
  const setContent = useCallback((content: string) => set({ content }, "content"), [set]);
  const setTranslation = useCallback(
    (change: Partial<PostTranslation>, group: string) =>
      draft.set((current) => ({ ...current, translations: { ...current.translations, [language]: { ...(current.translations[language] ?? emptyTranslation), ...change } } }), `${language}:${group}`),
    [draft, language],
  );
  const setTranslatedContent = useCallback((content: string) => setTranslation({ content }, "content"), [setTranslation]);

  // Saves in the background (000 §9's autosave) only a post visitors do not see: a shown post's
  // half-written changes would be published. Everything else waits, kept on this device.
  const autosaved = useAutosave(Boolean(slug && form && draft.dirty && !busy && !form.display_this_post && post.data?.display_this_post === false), () => submit(undefined, true));

  /** The public address of a saved post, in the language of the page the admin is on (its slug there). */
  const publicPath = (saved: PostDto) => {
    const { lang } = splitLocale(location.pathname);
    return localizedPath(lang, placeOf(saved, lang === defaultLang ? defaultLanguage : lang).path);
  };

  async function submit(overwriteVersion?: number, background = false) {
    if (!form) return;
    const found = firstPostProblem(form);
    if (found) {
      if (!background) setProblem(found);
      return;
    }
    setProblem(null);
    const sent = form;
    try {
      if (slug) {
        const saved = await save.mutateAsync({ currentSlug: slug, ...toPostBody(sent), version: overwriteVersion ?? basedOn });
        autosaved();
        conflict.setVersion(saved.version);
        setSlug(saved.slug);
        if (background) {
          draft.rebase({ ...sent, slug: saved.slug });
          setAutosavedAt(new Date());
          return;
        }
        draft.reset(toPostForm(saved));
        // On the post's own page, whose address the save changed: go to the new one (a page load, which the toast follows).
        const onItsPage = document.querySelector("[data-post-slug]")?.getAttribute("data-post-slug") === id;
        const pageLanguage = splitLocale(location.pathname).lang;
        const here = pageLanguage === defaultLang ? defaultLanguage : pageLanguage;
        const moved = onItsPage && post.data && placeOf(post.data, here).path !== placeOf(saved, here).path && saved.display_this_post;
        onChanged();
        onClose();
        if (moved) {
          toastAfterLoad(postEditorText.updated);
          location.assign(publicPath(saved));
        } else void toast.success(postEditorText.updated);
        return;
      }
      const created = await create.mutateAsync(toPostBody(sent));
      draft.discard();
      onChanged();
      onClose();
      // A published post opens at its address (a page load, which the toast follows).
      if (created.display_this_post) {
        toastAfterLoad(postEditorText.published);
        location.assign(publicPath(created));
      } else void toast.success(postEditorText.savedHidden);
    } catch (error) {
      if (conflict.caught(error)) return;
      if (!background) void toast.error(error instanceof ApiRequestError ? error.message : postEditorText.saveFailed);
    }
  }

  const close = () => {
    if (draft.dirty && !busy && !window.confirm(postEditorText.unsavedChanges)) return false;
    draft.discard();
    return true;
  };

  const titleMissing = !form || form.title.trim() === "";
  const footer = (
    <>
      <p className="mr-auto self-center text-xs text-gray-600" aria-live="polite">
        {autosavedAt ? formatMessage(postEditorText.autosaved, { time: autosavedAt.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) }) : draft.dirty ? postEditorText.keptHere : ""}
      </p>
      <button type="button" disabled={!form} onClick={() => setAdvanced((on) => !on)} aria-expanded={advanced} className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
        {advanced ? postEditorText.back : postEditorText.more}
      </button>
      <button type="button" onClick={() => close() && onClose()} className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
        {postEditorText.cancel}
      </button>
      <button type="submit" form={formId} disabled={titleMissing || busy} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {busy ? postEditorText.saving : id ? postEditorText.update : postEditorText.publish}
      </button>
    </>
  );

  let body: ReactNode;
  if (!form) {
    body = post.isError ? (
      <p role="alert" className="text-sm text-red-800">
        {post.error instanceof ApiRequestError && post.error.status === 404 ? postEditorText.notFound : post.error.message}
      </p>
    ) : (
      <p role="status" className="text-sm text-gray-600">
        {postEditorText.loading}
      </p>
    );
  } else {
    const field = (name: "title" | "description") => `${formId}-${name}`;
    const switchLanguage = switcher((other) => translationMissing(form, other));
    const titleError = (titleTouched || problem) && titleMissing ? postEditorText.titleRequired : null;
    body = (
      <form
        id={formId}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Z in the writing area is TipTap's own undo; elsewhere, the editor's.
          if (!isUndoKey(event) || (event.target instanceof Element && event.target.closest(".ProseMirror"))) return;
          event.preventDefault();
          draft.undo();
        }}
      >
        {draft.restored ? (
          <p className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            {postEditorText.draftRestored}
            {initial ? (
              <button type="button" className="underline" onClick={() => draft.reset(initial)}>
                {postEditorText.discardDraft}
              </button>
            ) : null}
          </p>
        ) : null}
        {problem && problem !== postEditorText.titleRequired ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {problem}
          </p>
        ) : null}
        {advanced ? (
          <AdvancedSettings form={form} set={set} slugLocked={!id && !slugEdited} onSlugEdited={() => setSlugEdited(true)} postSlug={slug} basedOn={basedOn} dirty={draft.dirty} onRestored={(restored) => {
            draft.reset(toPostForm(restored));
            conflict.setVersion(restored.version);
            onChanged();
          }} />
        ) : language !== defaultLanguage ? (
          <>
            {switchLanguage}
            <TranslationFields key={language} form={form} language={language} defaultLanguage={defaultLanguage} set={setTranslation} setContent={setTranslatedContent} />
          </>
        ) : (
          <>
            {switchLanguage}
            <div className="space-y-1.5">
              <label htmlFor={field("title")} className="block text-sm font-medium text-gray-800">
                {postEditorText.title} <span aria-hidden="true">*</span>
              </label>
              <input
                id={field("title")}
                data-fix-field="title"
                value={form.title}
                required
                autoFocus
                aria-invalid={titleError ? true : undefined}
                aria-describedby={titleError ? `${field("title")}-error` : undefined}
                onBlur={() => setTitleTouched(true)}
                onChange={(event) => set({ title: event.target.value, ...(!id && !slugEdited ? { slug: slugify(event.target.value) } : {}) }, "title")}
                className={`${inputClass(Boolean(titleError))} text-lg font-semibold`}
              />
              {titleError ? (
                <p id={`${field("title")}-error`} role="alert" className="text-sm text-red-700">
                  {titleError}
                </p>
              ) : null}
            </div>
            <div className="space-y-1.5">
              <label htmlFor={field("description")} className="block text-sm font-medium text-gray-800">
                {postEditorText.description}
              </label>
              <textarea id={field("description")} rows={2} value={form.description} onChange={(event) => set({ description: event.target.value }, "description")} className={inputClass()} />
            </div>
            {form.type === "landing" ? (
              <CodeView value={form.content} onChange={setContent} />
            ) : (
              <div className="space-y-1.5">
                <span className="block text-sm font-medium text-gray-800">{postEditorText.content}</span>
                <RichTextEditor value={form.content} onChange={setContent} label={postEditorText.content} />
              </div>
            )}
          </>
        )}
      </form>
    );
  }

  return (
    <>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title={id ? postEditorText.edit : postEditorText.create}
        badge={id ? postEditorText.editBadge : postEditorText.newBadge}
        fullscreenable
        initialFullscreen={window.innerWidth < 768}
        movable
        initialSize={{ width: 980, height: 820 }}
        confirmClose={close}
        footer={footer}
      >
        {body}
      </Dialog>
      <ConflictDialog
        {...conflict.dialog}
        onCopyMine={() => {
          copyText(form?.content ?? "").then(
            () => void toast.success(postEditorText.copied),
            () => void toast.error(postEditorText.copyFailed),
          );
        }}
      />
    </>
  );
}

const languageNames = new Intl.DisplayNames(["en"], { type: "language" });

/**
 * A post's fields in another language than the site's default (issue 33 point 8, issue 34 point 1):
 * the same form, each field showing the default text as its hint; a field left empty shows that
 * text to visitors.
 */
function TranslationFields({
  form,
  language,
  defaultLanguage,
  set,
  setContent,
}: {
  form: PostForm;
  language: string;
  defaultLanguage: string;
  set: (change: Partial<PostTranslation>, group: string) => void;
  setContent: (content: string) => void;
}) {
  const id = useId();
  const translation = { ...emptyTranslation, ...form.translations[language] };
  const line = (name: "title" | "description" | "metadescription_for_page", label: string, rows?: number) => (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      {rows ? (
        <textarea id={`${id}-${name}`} lang={language} rows={rows} value={translation[name]} placeholder={form[name]} onChange={(event) => set({ [name]: event.target.value }, name)} className={inputClass()} />
      ) : (
        <input id={`${id}-${name}`} lang={language} value={translation[name]} placeholder={form[name]} onChange={(event) => set({ [name]: event.target.value }, name)} className={`${inputClass()} text-lg font-semibold`} />
      )}
    </div>
  );
  return (
    <>
      <p className="text-sm text-gray-600">{formatMessage(postEditorText.translationHint, { language: languageNames.of(defaultLanguage) ?? defaultLanguage })}</p>
      {line("title", postEditorText.title)}
      {line("description", postEditorText.description, 2)}
      {line("metadescription_for_page", postEditorText.metaDescription, 2)}
      {hasTranslatedAddress(form) ? (
        <div className="space-y-1.5">
          <label htmlFor={`${id}-slug`} className="block text-sm font-medium text-gray-800">
            {postEditorText.slug}
          </label>
          <input
            id={`${id}-slug`}
            value={translation.slug}
            placeholder={form.slug}
            aria-describedby={`${id}-slug-hint`}
            onChange={(event) => set({ slug: event.target.value }, "slug")}
            className={inputClass()}
          />
          <p id={`${id}-slug-hint`} className="text-xs text-gray-600">
            {formatMessage(postEditorText.slugHint, {
              path: `/${language}${placeOf({ ...formPlace(form), slug: translation.slug.trim() || form.slug }).path}`,
              language: languageNames.of(defaultLanguage) ?? defaultLanguage,
            })}
          </p>
        </div>
      ) : null}
      {form.type === "landing" ? (
        <CodeView value={translation.content} onChange={setContent} />
      ) : (
        <div className="space-y-1.5" lang={language}>
          <span className="block text-sm font-medium text-gray-800">{postEditorText.content}</span>
          <RichTextEditor value={translation.content} onChange={setContent} label={postEditorText.content} />
        </div>
      )}
    </>
  );
}
