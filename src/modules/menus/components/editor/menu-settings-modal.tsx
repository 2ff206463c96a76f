"use client";

// The header and footer modals (spec 001 §2 "Header modal", "Footer modal", §4 "Menu editing"): an
// admin-only chunk opened by the editing layer. The style and the menu's order are kept locally until
// Save; item and submenu edits, adds, deletes and submenu orders are saved at once, as the spec has it.
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Sortable } from "@/components/ui/sortable";
import { toast } from "@/components/ui/toast";
import { serverReason } from "@/lib/api-client";
import type { EditorProps } from "@/lib/editing";
import { profileQuery } from "@/modules/profiles/profiles.queries";
import * as api from "../../menus.queries";
import { menuKeys, menuQuery, nextOrder, renumbered, styleQuery, type MenuItemDto, type ShellPart } from "../../menus.queries";
import { normalizeUrlName } from "../../menus.validation";
import { AddItemForm } from "./add-item-form";
import { MenuItemCard, type MenuItemActions } from "./menu-item-card";
import { formatMessage } from "@/lib/i18n/format";
import { translationMissing } from "@/lib/translate";
import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import menuText from "@/messages/en/admin/menuEditor.json";
import { changedStyle, StylePicker, type StyleDraft } from "./style-picker";

/** A URL name for a new item from its name; one with no Latin letters or digits gets a neutral one. */
const urlNameFor = (name: string) => normalizeUrlName(name) || `item-${Date.now().toString(36)}`;

/** A failure as shown: the spec's sentence (001 §8) as it is, and apart from it the server's reason when it gave one. */
interface Failure {
  message: string;
  detail?: string;
}
const failureOf = (error: unknown, message: string): Failure => {
  const detail = serverReason(error);
  return detail && detail !== message ? { message, detail } : { message };
};
/** A failure the spec shows as a toast: its sentence, with the server's reason as the toast's second line. */
const toastFailure = (message: string) => (error: unknown) => void toast.error(message, { description: failureOf(error, message).detail });

export function MenuSettingsModal({ part, onClose, onChanged }: EditorProps & { part: ShellPart }) {
  const text = menuText[part];
  const client = useQueryClient();
  const profile = useQuery(profileQuery());
  const menu = useQuery(menuQuery());
  const style = useQuery(styleQuery(part));
  // Unsaved choices: the style and the top-level order (null while untouched).
  const [styleDraft, setStyleDraft] = useState<StyleDraft | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const { language, switcher } = useEditingLanguage();

  const loaded = menu.data ?? [];
  const items = order ? [...order.flatMap((id) => loaded.filter((item) => item.id === id)), ...loaded.filter((item) => !order.includes(item.id))] : loaded;
  const styleChanges = style.data && styleDraft ? changedStyle(style.data, styleDraft) : {};
  const orderChanged = order !== null && items.map((item) => item.id).join() !== loaded.map((item) => item.id).join();
  const dirty = Object.keys(styleChanges).length > 0 || orderChanged;

  /** After a change saved at once: the menu is read again and the public page behind shows it. */
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: menuKeys.menu });
    onChanged();
  };
  const attempt = async (run: () => Promise<unknown>, failure: (error: unknown) => void) => {
    try {
      await run();
      setError(null);
      return true;
    } catch (caught) {
      failure(caught);
      return false;
    } finally {
      await refresh();
    }
  };
  /** The admin's organization, which new items belong to; unknown (no profile yet), the spec's message says so. */
  const organizationId = () => {
    const id = profile.data?.organization_id;
    if (!id) void toast.error(menuText.noOrganization);
    return id || null;
  };

  const actions: MenuItemActions = {
    updateItem: async (item, fields, failure) => void (await attempt(() => api.updateMenuItem(item.id, fields), (caught) => setError(failureOf(caught, failure)))),
    deleteItem: async (item) => {
      if (await attempt(() => api.deleteMenuItem(item.id), toastFailure(menuText.deleteMenuFailed))) void toast.success(formatMessage(menuText.menuDeleted, { name: item.display_name }));
    },
    addSubmenu: async (item, name) => {
      const organization_id = organizationId();
      if (!organization_id) return false;
      const created = await attempt(
        () => api.createSubmenuItem({ menu_item_id: item.id, organization_id, name, url_name: urlNameFor(name), order: nextOrder(item.submenu_items), is_displayed: true, description: "" }),
        toastFailure(menuText.addSubmenuFailed),
      );
      if (created) void toast.success(formatMessage(menuText.submenuCreated, { name }));
      return created;
    },
    updateSubmenu: async (submenu, fields, failure) => void (await attempt(() => api.updateSubmenuItem(submenu.id, fields), (caught) => setError(failureOf(caught, failure)))),
    deleteSubmenu: async (submenu) => {
      if (await attempt(() => api.deleteSubmenuItem(submenu.id), toastFailure(menuText.deleteSubmenuFailed))) void toast.success(formatMessage(menuText.submenuDeleted, { name: submenu.name }));
    },
    reorderSubmenus: async (item, submenus) => {
      const orders = renumbered(submenus);
      // Shown in the new order at once; each submenu item's order is saved in parallel (spec 001 §7).
      client.setQueryData<MenuItemDto[]>(menuKeys.menu, (current) =>
        current?.map((entry) => (entry.id === item.id ? { ...entry, submenu_items: submenus.map((submenu, index) => ({ ...submenu, order: orders[index]!.order })) } : entry)),
      );
      const saved = await attempt(() => Promise.all(orders.map(({ id, order }) => api.updateSubmenuItem(id, { order }))), toastFailure(menuText.submenuOrderFailed));
      if (saved) void toast.success(menuText.submenuOrderSaved);
    },
  };

  const addMenuItem = async (name: string) => {
    const organization_id = organizationId();
    if (!organization_id) return false;
    const created = await attempt(
      () =>
        api.createMenuItem({
          organization_id,
          display_name: name,
          url_name: urlNameFor(name),
          order: nextOrder(loaded),
          is_displayed: true,
          // Added from the footer modal, an item is meant for the footer.
          is_displayed_on_footer: part === "footer",
        }),
      toastFailure(menuText.addMenuFailed),
    );
    if (created) void toast.success(formatMessage(menuText.menuCreated, { name }));
    return created;
  };

  /** Spec 001 §4: the style only if it changed, then the menu items' order, then close. */
  const save = async () => {
    setSaving(true);
    try {
      if (Object.keys(styleChanges).length > 0) {
        try {
          await api.saveStyle(part, styleChanges);
          void toast.success(text.styleSaved);
        } catch (caught) {
          toastFailure(text.styleFailed)(caught);
          throw caught;
        }
      }
      if (orderChanged) await api.saveMenuOrder(renumbered(items));
      await client.invalidateQueries({ queryKey: menuKeys.style(part) });
      onChanged();
      onClose();
    } catch (caught) {
      setError(failureOf(caught, text.saveFailed));
    } finally {
      setSaving(false);
    }
  };

  const current = styleDraft ?? style.data;
  const failedToLoad = menu.isError || style.isError;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={text.title}
      badge={menuText.badge}
      fullscreenable
      movable
      initialSize={{ width: 960, height: 680 }}
      confirmClose={() => !dirty || saving || window.confirm(menuText.unsavedChanges)}
      footer={<SaveCancelFooter error={error?.message} errorDetail={error?.detail} onCancel={onClose} onSave={() => void save()} saving={saving} disabled={!current} labels={menuText} />}
    >
      {failedToLoad ? (
        <div role="alert" className="space-y-2 text-sm text-red-800">
          <p>{menuText.loadFailed}</p>
          <button type="button" onClick={() => void Promise.all([menu.refetch(), style.refetch()])} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-red-300">
            {menuText.retry}
          </button>
        </div>
      ) : menu.isPending || !current ? (
        <p role="status" className="text-sm text-gray-600">
          {text.loading}
        </p>
      ) : (
        <div className="space-y-6">
          <StylePicker part={part} style={current} onChange={(changes) => setStyleDraft({ ...current, ...changes } as StyleDraft)} />
          <section aria-label={menuText.menuItems} className="space-y-3">
            <div className="flex flex-wrap items-center gap-3">
              <h3 className="mr-auto text-sm font-semibold text-gray-900">{menuText.menuItems}</h3>
              {/* The items' and their submenus' names in the language chosen (descriptions of top items have none). */}
              {switcher((other) =>
                translationMissing(
                  items.flatMap((item) => [
                    [item.display_name, item.display_name_translation] as const,
                    ...item.submenu_items.flatMap((submenu) => [[submenu.name, submenu.name_translation] as const, [submenu.description, submenu.description_translation] as const]),
                  ]),
                  other,
                ),
              )}
              <div className="w-full sm:w-96">
                <AddItemForm label={menuText.newMenuItemName} button={menuText.addMenuItem} onAdd={addMenuItem} />
              </div>
            </div>
            {items.length === 0 ? (
              <div className="rounded-lg border border-dashed border-gray-300 p-6 text-center">
                <p className="font-semibold text-gray-900">{menuText.emptyTitle}</p>
                <p className="mt-1 text-sm text-gray-600">{text.emptyText}</p>
              </div>
            ) : (
              <Sortable
                layout="grid"
                columns="auto"
                items={items}
                idOf={(item) => item.id}
                nameOf={(item) => item.display_name}
                onReorder={(next) => setOrder(next.map((item) => item.id))}
                renderItem={(item, handle, dragging) => <MenuItemCard part={part} item={item} handle={handle} dragging={dragging} language={language} actions={actions} />}
              />
            )}
          </section>
        </div>
      )}
    </Dialog>
  );
}
