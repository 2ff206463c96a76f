export const editorLoadingText = "Loading editor…";

/** Shown while an editor's chunk (or the workbench that opens it) loads. */
export function EditorLoading() {
  return (
    <p role="status" className="fixed inset-x-0 top-4 z-50 mx-auto w-fit rounded-full bg-white px-4 py-2 text-sm shadow-lg">
      {editorLoadingText}
    </p>
  );
}
