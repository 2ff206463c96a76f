"use client";

// The post editor's rich text (spec 000 §2, issue 13): TipTap with the blocks a post needs. What it
// writes is HTML that the server sanitizes again (post-content.ts); TipTap's schema already drops
// anything it has no node for (scripts, handlers, other iframes) when content is loaded.
import Image from "@tiptap/extension-image";
import { TableKit } from "@tiptap/extension-table";
import Youtube, { isValidYoutubeUrl } from "@tiptap/extension-youtube";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useId, useRef, useState } from "react";
import { Popover } from "@/components/ui/popover";
import { MediaPicker } from "@/modules/media/components/media-picker";
import { articleStyles } from "../post-body";
import { Vimeo, vimeoPlayerUrl } from "./vimeo";
import richTextText from "@/messages/en/admin/richTextEditor.json";

const linkPattern = /^(?:https?:\/\/|mailto:|tel:|\/|#)/i;

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
  }),
  Image.configure({ allowBase64: false }),
  TableKit.configure({ table: { resizable: false } }),
  // Also a bare player iframe (written in a landing post's code view, or before the editor existed),
  // which TipTap's own rule (only inside its div[data-youtube-video]) would drop on load.
  Youtube.extend({
    parseHTML() {
      return [{ tag: "div[data-youtube-video] iframe" }, ...["www.youtube.com", "youtube.com", "www.youtube-nocookie.com"].map((host) => ({ tag: `iframe[src^="https://${host}/embed/"]` }))];
    },
  }).configure({ nocookie: true, controls: true }),
  Vimeo,
];

const toolButton =
  "rounded px-2 py-1 text-sm font-medium text-gray-800 hover:bg-gray-100 disabled:opacity-40 aria-pressed:bg-gray-900 aria-pressed:text-white focus-visible:outline-2 focus-visible:outline-sky-700";

/** What the toolbar shows as on, read once per editor transaction. */
function useToolbarState(editor: Editor | null) {
  return useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? {
            h2: current.isActive("heading", { level: 2 }),
            h3: current.isActive("heading", { level: 3 }),
            bold: current.isActive("bold"),
            italic: current.isActive("italic"),
            strike: current.isActive("strike"),
            bulletList: current.isActive("bulletList"),
            orderedList: current.isActive("orderedList"),
            quote: current.isActive("blockquote"),
            codeBlock: current.isActive("codeBlock"),
            link: current.isActive("link"),
            href: (current.getAttributes("link").href as string | undefined) ?? "",
            canUndo: current.can().undo(),
            canRedo: current.can().redo(),
          }
        : null,
  });
}

/** A small form in a popover: one address, a button, the message when the address will not do. */
function AddressForm({ label, action, error, initial, onSubmit, extra }: { label: string; action: string; error: string | null; initial: string; onSubmit: (address: string) => void; extra?: React.ReactNode }) {
  const id = useId();
  const [address, setAddress] = useState(initial);
  return (
    <form
      className="w-72 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        // Portalled, but React still bubbles the submit to the post editor's own form: it must not save the post.
        event.stopPropagation();
        onSubmit(address.trim());
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        {label}
      </label>
      <input id={id} autoFocus value={address} onChange={(event) => setAddress(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className="block w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm" />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        {extra}
        <button type="submit" className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-sky-800">
          {action}
        </button>
      </div>
    </form>
  );
}

type Tool = "link" | "video";

function Toolbar({ editor }: { editor: Editor }) {
  const state = useToolbarState(editor);
  const [tool, setTool] = useState<Tool | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [galleryOpen, setGalleryOpen] = useState(false);
  if (!state) return null;
  const chain = () => editor.chain().focus();
  const toggle = (label: string, pressed: boolean, run: () => void) => (
    <button type="button" className={toolButton} aria-label={label} title={label} aria-pressed={pressed} onMouseDown={(event) => event.preventDefault()} onClick={run}>
      {label}
    </button>
  );
  const openTool = (next: Tool | null) => {
    setError(null);
    setTool(next);
  };
  const applyLink = (href: string) => {
    if (href === "") {
      chain().extendMarkRange("link").unsetLink().run();
      return openTool(null);
    }
    if (!linkPattern.test(href)) return setError(richTextText.linkInvalid);
    chain().extendMarkRange("link").setLink({ href }).run();
    openTool(null);
  };
  const insertVideo = (address: string) => {
    const inserted = isValidYoutubeUrl(address) ? chain().setYoutubeVideo({ src: address }).run() : vimeoPlayerUrl(address) ? chain().setVimeoVideo({ src: address }).run() : false;
    if (!inserted) return setError(richTextText.videoInvalid);
    openTool(null);
  };
  const popoverTrigger = (label: string, pressed = false) => (
    <button type="button" className={toolButton} aria-pressed={pressed}>
      {label}
    </button>
  );
  return (
    <div role="toolbar" aria-label={richTextText.toolbar} className="sticky top-0 z-10 flex flex-wrap gap-1 border-b border-gray-200 bg-white/95 p-1.5">
      {toggle(richTextText.paragraph, !state.h2 && !state.h3 && !state.codeBlock, () => chain().setParagraph().run())}
      {toggle(richTextText.heading2, state.h2, () => chain().toggleHeading({ level: 2 }).run())}
      {toggle(richTextText.heading3, state.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {toggle(richTextText.bold, state.bold, () => chain().toggleBold().run())}
      {toggle(richTextText.italic, state.italic, () => chain().toggleItalic().run())}
      {toggle(richTextText.strike, state.strike, () => chain().toggleStrike().run())}
      {toggle(richTextText.bulletList, state.bulletList, () => chain().toggleBulletList().run())}
      {toggle(richTextText.orderedList, state.orderedList, () => chain().toggleOrderedList().run())}
      {toggle(richTextText.quote, state.quote, () => chain().toggleBlockquote().run())}
      {toggle(richTextText.codeBlock, state.codeBlock, () => chain().toggleCodeBlock().run())}
      <Popover label={richTextText.link} open={tool === "link"} onOpenChange={(open) => openTool(open ? "link" : null)} trigger={popoverTrigger(richTextText.link, state.link)}>
        <AddressForm
          label={richTextText.linkAddress}
          action={richTextText.applyLink}
          error={error}
          initial={state.href}
          onSubmit={applyLink}
          extra={
            state.link ? (
              <button type="button" className="rounded-md px-3 py-1.5 text-sm text-gray-800 ring-1 ring-gray-300" onClick={() => applyLink("")}>
                {richTextText.removeLink}
              </button>
            ) : null
          }
        />
      </Popover>
      <button type="button" className={toolButton} onClick={() => setGalleryOpen(true)}>
        {richTextText.image}
      </button>
      <Popover label={richTextText.video} open={tool === "video"} onOpenChange={(open) => openTool(open ? "video" : null)} trigger={popoverTrigger(richTextText.video)}>
        <AddressForm label={richTextText.videoAddress} action={richTextText.insertVideo} error={error} initial="" onSubmit={insertVideo} />
      </Popover>
      {toggle(richTextText.table, false, () => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run())}
      <button type="button" className={toolButton} disabled={!state.canUndo} onMouseDown={(event) => event.preventDefault()} onClick={() => chain().undo().run()}>
        {richTextText.undo}
      </button>
      <button type="button" className={toolButton} disabled={!state.canRedo} onMouseDown={(event) => event.preventDefault()} onClick={() => chain().redo().run()}>
        {richTextText.redo}
      </button>
      <MediaPicker open={galleryOpen} onOpenChange={setGalleryOpen} onPick={({ url, alt }) => chain().setImage({ src: url, alt: alt ?? "" }).run()} />
    </div>
  );
}

export interface RichTextEditorProps {
  /** The content as HTML ("" when empty). */
  value: string;
  onChange: (html: string) => void;
  /** The accessible name of the writing area. */
  label: string;
}

/**
 * The writing area with its toolbar. `value` is followed when it changes from outside (a restored
 * revision, "reload theirs"); what the admin types is handed out through `onChange`.
 */
export function RichTextEditor({ value, onChange, label }: RichTextEditorProps) {
  const emitted = useRef(value);
  const onChangeNow = useRef(onChange);
  useEffect(() => {
    onChangeNow.current = onChange;
  }, [onChange]);
  const editor = useEditor({
    extensions,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: { class: `${articleStyles} min-h-72 max-w-none px-4 py-3 focus:outline-none`, role: "textbox", "aria-multiline": "true", "aria-label": label },
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = current.isEmpty ? "" : current.getHTML();
      onChangeNow.current(emitted.current);
    },
  });
  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  return (
    <div className="rounded-lg border border-gray-300 focus-within:border-sky-600 focus-within:ring-2 focus-within:ring-sky-600/30">
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}
