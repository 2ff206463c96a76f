"use client";

import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { InlineEdit } from "@/components/ui/inline-edit";
import { Sortable, type DragHandleProps } from "@/components/ui/sortable";
import { MediaPicker } from "@/modules/media/components/media-picker";
import type { MenuItemDto, MenuItemFields, ShellPart, SubmenuItemDto, SubmenuItemFields } from "../../menus.queries";
import { normalizeUrlName } from "../../menus.validation";
import { AddItemForm } from "./add-item-form";
import { formatMessage } from "@/lib/i18n/format";
import { withTranslation } from "@/lib/translate";
import menuText from "@/messages/en/admin/menuEditor.json";

/** What a card asks of the modal: each call saves at once and says whether it worked. */
export interface MenuItemActions {
  updateItem: (item: MenuItemDto, fields: MenuItemFields, failure: string) => Promise<void>;
  deleteItem: (item: MenuItemDto) => Promise<void>;
  addSubmenu: (item: MenuItemDto, name: string) => Promise<boolean>;
  updateSubmenu: (submenu: SubmenuItemDto, fields: SubmenuItemFields, failure: string) => Promise<void>;
  deleteSubmenu: (submenu: SubmenuItemDto) => Promise<void>;
  reorderSubmenus: (item: MenuItemDto, submenus: SubmenuItemDto[]) => Promise<void>;
}

const dragHandle = "cursor-grab rounded px-1.5 py-1 text-gray-500 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-sky-700";

/**
 * Visible or hidden (spec 001 §4): a checkbox named by what it controls and the item's name ("Visible:
 * Three"). It shows the new state at once, while the save (which reads the menu again) is under way.
 */
function VisibilityToggle({ visible, label, name, onToggle }: { visible: boolean; label: string; name: string; onToggle: () => Promise<void> }) {
  const [saving, setSaving] = useState<boolean | null>(null);
  const toggle = () => {
    setSaving(!visible);
    void onToggle().finally(() => setSaving(null));
  };
  return (
    <label className="inline-flex min-h-6 items-center gap-1.5 text-xs font-semibold text-gray-800">
      <input type="checkbox" checked={saving ?? visible} onChange={toggle} disabled={saving !== null} aria-label={`${label}: ${name}`} className="size-4" />
      {label}
    </label>
  );
}

/**
 * A submenu item's picture for the header's mega panel (spec 001 §7: name, url_name, description,
 * image, is_displayed): chosen from the organization's media, or removed.
 */
function SubmenuImage({ submenu, actions }: { submenu: SubmenuItemDto; actions: MenuItemActions }) {
  const [picking, setPicking] = useState(false);
  const save = (image: string | null) => actions.updateSubmenu(submenu, { image }, formatMessage(menuText.submenuFieldFailed, { field: "image" }));
  return (
    <div role="group" aria-label={`${menuText.submenuImage}: ${submenu.name}`} className="flex items-center gap-2 text-xs">
      {submenu.image ? <img src={submenu.image} alt="" className="h-8 w-12 rounded object-cover ring-1 ring-gray-200" /> : null}
      <button type="button" onClick={() => setPicking(true)} className="font-semibold text-sky-800 hover:underline">
        {menuText.chooseImage}
      </button>
      {submenu.image ? (
        <button type="button" onClick={() => void save(null)} className="text-red-700 hover:underline">
          {menuText.removeImage}
        </button>
      ) : null}
      {picking ? <MediaPicker open onOpenChange={setPicking} onPick={({ url }) => void save(url)} /> : null}
    </div>
  );
}

/**
 * A name or description in the language the editor writes in (null: the site's default, the base
 * text): its translation there, with the base text as the hint of an empty one; `fields` is what a
 * commit saves.
 */
function textIn<Fields>(base: string, translations: Record<string, string>, language: string | null, fields: { base: (text: string) => Fields; translated: (translations: Record<string, string>) => Fields }) {
  return language === null
    ? { value: base, commit: fields.base }
    : { value: translations[language] ?? "", hint: base, commit: (text: string) => fields.translated(withTranslation(translations, language, text)) };
}

function SubmenuRow({ submenu, handle, language, actions }: { submenu: SubmenuItemDto; handle: DragHandleProps; language: string | null; actions: MenuItemActions }) {
  const [confirming, setConfirming] = useState(false);
  const visible = submenu.is_displayed !== false;
  const name = textIn<SubmenuItemFields>(submenu.name, submenu.name_translation, language, { base: (name) => ({ name }), translated: (name_translation) => ({ name_translation }) });
  const description = textIn<SubmenuItemFields>(submenu.description ?? "", submenu.description_translation, language, {
    base: (description) => ({ description }),
    translated: (description_translation) => ({ description_translation }),
  });
  return (
    <div data-submenu-item={submenu.url_name} className="space-y-1 rounded-md bg-gray-50 px-1 py-1">
      <div className="flex items-center gap-1">
        <button type="button" {...handle} aria-label={`${menuText.dragItem}: ${submenu.name}`} className={dragHandle}>
          ⠿
        </button>
        <div className="min-w-0 flex-1 text-sm">
          <InlineEdit value={name.value} placeholder={name.hint} label={menuText.submenuName} onCommit={(text) => actions.updateSubmenu(submenu, name.commit(text), formatMessage(menuText.submenuFieldFailed, { field: "name" }))} className="font-medium text-gray-900" />
          <InlineEdit value={submenu.url_name} label={menuText.submenuUrlName} normalize={normalizeUrlName} onCommit={(url_name) => actions.updateSubmenu(submenu, { url_name }, formatMessage(menuText.submenuFieldFailed, { field: "URL name" }))} className="text-xs text-gray-600" />
        </div>
        <VisibilityToggle visible={visible} label={menuText.visible} name={submenu.name} onToggle={() => actions.updateSubmenu(submenu, { is_displayed: !visible }, menuText.submenuVisibilityFailed)} />
        <button type="button" aria-label={`${menuText.delete}: ${submenu.name}`} onClick={() => setConfirming(true)} className="rounded px-1.5 py-1 text-red-700 hover:bg-red-50">
          ✕
        </button>
      </div>
      <div className="space-y-1 pl-7">
        <InlineEdit
          value={description.value}
          label={menuText.submenuDescription}
          placeholder={description.hint || menuText.noDescription}
          multiline
          onCommit={(text) => actions.updateSubmenu(submenu, description.commit(text), formatMessage(menuText.submenuFieldFailed, { field: "description" }))}
          className="text-xs text-gray-700"
        />
        <SubmenuImage submenu={submenu} actions={actions} />
      </div>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={menuText.confirmTitle} description={formatMessage(menuText.confirmSubmenuItem, { name: submenu.name })} onConfirm={() => void actions.deleteSubmenu(submenu)} />
    </div>
  );
}

/**
 * One menu item in the modal's grid: its name, URL name and description edited in place, its
 * visibility, its delete (asked first) and its submenu items, which are reordered by drag and saved
 * at once (spec 001 §4).
 */
export function MenuItemCard({ part, item, handle, dragging, language, actions }: { part: ShellPart; item: MenuItemDto; handle: DragHandleProps; dragging: boolean; language: string | null; actions: MenuItemActions }) {
  const [confirming, setConfirming] = useState(false);
  const text = menuText[part];
  const visible = part === "header" ? item.is_displayed : item.is_displayed_on_footer;
  const submenus = [...item.submenu_items].sort((a, b) => a.order - b.order);
  const name = textIn<MenuItemFields>(item.display_name, item.display_name_translation, language, {
    base: (display_name) => ({ display_name }),
    translated: (display_name_translation) => ({ display_name_translation }),
  });
  return (
    <article data-menu-item={item.url_name} aria-label={item.display_name} className={`flex h-full flex-col gap-2 rounded-lg border bg-white p-3 ${dragging ? "border-sky-500 shadow-lg" : "border-gray-200"}`}>
      <div className="flex items-start gap-1">
        <button type="button" {...handle} aria-label={`${menuText.dragItem}: ${item.display_name}`} className={dragHandle}>
          ⠿
        </button>
        <div className="min-w-0 flex-1">
          <InlineEdit value={name.value} placeholder={name.hint} label={menuText.name} onCommit={(text) => actions.updateItem(item, name.commit(text), formatMessage(menuText.fieldFailed, { field: "name" }))} className="font-semibold text-gray-900" />
          <InlineEdit value={item.url_name} label={menuText.urlName} normalize={normalizeUrlName} onCommit={(url_name) => actions.updateItem(item, { url_name }, formatMessage(menuText.fieldFailed, { field: "URL name" }))} className="text-xs text-gray-600" />
        </div>
        <button type="button" aria-label={`${menuText.delete}: ${item.display_name}`} onClick={() => setConfirming(true)} className="rounded px-1.5 py-1 text-red-700 hover:bg-red-50">
          ✕
        </button>
      </div>
      {/* A menu item's description has no translations (spec 001 §7): it is edited in the default language only. */}
      {language === null ? (
        <InlineEdit value={item.description ?? ""} label={menuText.description} placeholder={menuText.noDescription} multiline onCommit={(description) => actions.updateItem(item, { description }, formatMessage(menuText.fieldFailed, { field: "description" }))} className="text-sm text-gray-700" />
      ) : null}
      <div>
        <VisibilityToggle
          visible={visible}
          label={text.visibility}
          name={item.display_name}
          onToggle={() => actions.updateItem(item, part === "header" ? { is_displayed: !visible } : { is_displayed_on_footer: !visible }, menuText.visibilityFailed)}
        />
      </div>
      <div className="mt-auto space-y-2 border-t border-gray-100 pt-2">
        <p className="text-xs font-semibold tracking-wide text-gray-600 uppercase">{menuText.submenus}</p>
        {submenus.length === 0 ? <p className="text-xs text-gray-500">{menuText.noSubmenus}</p> : null}
        <Sortable items={submenus} idOf={(submenu) => submenu.id} nameOf={(submenu) => submenu.name} onReorder={(next) => void actions.reorderSubmenus(item, next)} renderItem={(submenu, submenuHandle) => <SubmenuRow submenu={submenu} handle={submenuHandle} language={language} actions={actions} />} />
        <AddItemForm label={`${menuText.newSubmenuName} (${item.display_name})`} button={menuText.add} onAdd={(name) => actions.addSubmenu(item, name)} />
      </div>
      <ConfirmDialog open={confirming} onOpenChange={setConfirming} title={menuText.confirmTitle} description={formatMessage(menuText.confirmMenuItem, { name: item.display_name })} onConfirm={() => void actions.deleteItem(item)} />
    </article>
  );
}
