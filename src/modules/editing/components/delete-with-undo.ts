import { toast, toastWithUndo } from "@/components/ui/toast";
import type { Deletion } from "@/lib/editing";
import { layoutPosition, moveInLayout } from "@/modules/layout/layout.queries";
import undoText from "@/messages/en/admin/deleteUndo.json";

/**
 * Deletes a placed section and offers Undo in its toast for 10 s (issue 11): Undo writes the same
 * content again and puts it back where it stood in the page's layout. The editor is closed by then,
 * so everything needed is captured here. `onChanged` shows the page as it now is.
 */
export async function deleteWithUndo(urlPage: string, { row, remove, recreate, deleted }: Deletion, onChanged: () => void): Promise<void> {
  const position = await layoutPosition(urlPage, row);
  await remove();
  onChanged();
  void toastWithUndo(deleted, () => {
    void (async () => {
      try {
        const restored = await recreate();
        if (position >= 0) await moveInLayout(urlPage, { kind: row.kind, id: restored.id }, position);
        void toast.success(undoText.restored);
      } catch (error) {
        console.error("[editing] restoring a deleted section failed:", error);
        void toast.error(undoText.restoreFailed);
      } finally {
        onChanged();
      }
    })();
  });
}
