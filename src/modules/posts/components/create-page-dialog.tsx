"use client";

// The Create Page modal (spec 000 §2, §4 "Editors", §5 "Page creation", §8): an admin-only chunk,
// opened by the editing layer. Checks run on submit, and on blur for fields already touched.
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import { metaDescriptionMax } from "@/lib/design-tokens";
import type { EditorProps } from "@/lib/editing";
import { localizedPath, splitLocale } from "@/lib/site-path";
import { slugify } from "@/lib/slug";
import { useCreatePage } from "../pages.queries";
import { createPageBody, postMessages } from "../posts.validation";
import createPageText from "@/messages/en/admin/createPage.json";

/** After creation the browser goes to the new page after this long (spec 000 §2). */
export const navigateAfterMs = 300;
/** Past this many characters the description's counter turns orange (spec 000 §5). */
const descriptionWarnAt = 140;

type Field = "title" | "slug" | "description";
type Errors = Partial<Record<Field, string>>;

/** The first message for each field, in the modal's order, from the API's own schema. */
function check(values: Record<Field, string>): Errors {
  const result = createPageBody.safeParse({ title: values.title, slug: values.slug, description: values.description || null });
  const errors: Errors = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as Field;
    errors[field] ??= issue.message;
  }
  return errors;
}

export default function CreatePageDialog({ onClose }: EditorProps) {
  const id = useId();
  const router = useRouter();
  const create = useCreatePage();
  const [values, setValues] = useState<Record<Field, string>>({ title: "", slug: "", description: "" });
  // The slug follows the title until the admin edits the slug itself.
  const [slugEdited, setSlugEdited] = useState(false);
  const [touched, setTouched] = useState<Set<Field>>(new Set());
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const dirty = Object.values(values).some((value) => value.trim() !== "");

  // A field counts as touched once the admin has typed in it; leaving a touched field checks it.
  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === "title" && !slugEdited ? { slug: slugify(value) } : {}) }));
    if (field === "slug") setSlugEdited(true);
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const blur = () => {
    const found = check(values);
    setErrors(Object.fromEntries([...touched].filter((name) => found[name]).map((name) => [name, found[name]])));
  };

  async function submit() {
    const found = check(values);
    setTouched(new Set(["title", "slug", "description"]));
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    try {
      const page = await create.mutateAsync({ title: values.title, slug: values.slug, description: values.description.trim() || null });
      const { lang } = splitLocale(location.pathname);
      setTimeout(() => {
        onClose();
        router.push(localizedPath(lang, `/${page.slug}`));
      }, navigateAfterMs);
    } catch (error) {
      if (error instanceof ApiRequestError && error.message === postMessages.pageSlugTaken) {
        setErrors({ slug: postMessages.pageSlugTaken });
        void toast.error(createPageText.slugTakenToast);
        return;
      }
      setFormError(error instanceof ApiRequestError ? error.message : createPageText.failed);
    }
  }

  const saving = create.isPending || create.isSuccess;
  const field = (name: Field) => ({
    id: `${id}-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) => change(name, event.target.value),
    onBlur: blur,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    className: `block w-full rounded-lg border px-3 py-2.5 text-gray-900 shadow-sm focus:outline-none focus:ring-2 ${errors[name] ? "border-red-600 focus:ring-red-600/30" : "border-gray-300 focus:border-sky-600 focus:ring-sky-600/30"}`,
  });
  const fieldError = (name: Field) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;
  const length = values.description.length;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={createPageText.title}
      description={createPageText.subtitle}
      badge="New"
      initialSize={{ width: 560 }}
      confirmClose={() => !dirty || saving || window.confirm(createPageText.unsavedChanges)}
      footer={
        <>
          <button type="button" onClick={onClose} className="rounded-lg px-4 py-2 text-sm font-semibold text-gray-800 ring-1 ring-gray-300 hover:bg-gray-50">
            {createPageText.cancel}
          </button>
          <button type="submit" form={`${id}-form`} disabled={saving} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
            {saving ? createPageText.creating : createPageText.create}
          </button>
        </>
      }
    >
      <form
        id={`${id}-form`}
        noValidate
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="space-y-1.5">
          <label htmlFor={`${id}-title`} className="block text-sm font-medium text-gray-800">
            {createPageText.pageTitle}
          </label>
          <input {...field("title")} required autoFocus />
          {fieldError("title")}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-slug`} className="block text-sm font-medium text-gray-800">
            {createPageText.slug}
          </label>
          <div className="flex items-center gap-1">
            <span aria-hidden="true" className="text-gray-500">
              /
            </span>
            <input {...field("slug")} required />
          </div>
          {fieldError("slug")}
        </div>
        <div className="space-y-1.5">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium text-gray-800">
            {createPageText.description} <span className="font-normal text-gray-500">{createPageText.optional}</span>
          </label>
          <textarea {...field("description")} rows={3} />
          <p className={`text-right text-xs ${length > descriptionWarnAt ? "font-semibold text-orange-700" : "text-gray-500"}`} aria-live="polite">
            {length}/{metaDescriptionMax}
          </p>
          {fieldError("description")}
        </div>
        {formError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
