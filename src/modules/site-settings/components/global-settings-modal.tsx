"use client";

// The Global Settings modal (spec 000 §2 "Global Settings modal", §4 "Editors", §7): an admin-only
// chunk opened by the editing layer. One form over the organization's settings, lists and home hero,
// in tabs; Save sends what changed in one request, all or nothing.
import { useMemo, useState } from "react";
import { Dialog } from "@/components/ui/dialog";
import { SaveCancelFooter } from "@/components/ui/save-cancel-footer";
import { Tabs } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { ApiRequestError } from "@/lib/api-client";
import type { EditorProps } from "@/lib/editing";
import { useProfile } from "@/modules/profiles/profiles.queries";
import { useOrganizationData, useSaveOrganization } from "../site-settings.queries";
import { changesOf, draftOf, type SettingsDraft } from "./settings-draft";
import { isSettingsTab, settingsTabs, type SettingsTabId } from "./settings-tabs";
import { formatMessage } from "@/lib/i18n/format";
import globalSettingsText from "@/messages/en/admin/globalSettings.json";

/** The tab asked for (the Create New menu's FAQ asks for `faqs`), or the first when none or an unknown one is. */
const tabOf = (asked: string | undefined): SettingsTabId => (asked && isSettingsTab(asked) ? asked : "general");

export default function GlobalSettingsModal({ onClose, onChanged, tab: askedTab }: EditorProps) {
  // The organization is the one the admin is signed in to (their profile's), which is also the host's.
  const profile = useProfile();
  const organizationId = profile.data?.organization_id ?? "";
  const data = useOrganizationData(organizationId);
  const save = useSaveOrganization(organizationId);
  // The copy first loaded is the baseline for "Unsaved changes"; the draft is null until the first edit.
  const loaded = useMemo(() => (data.data ? draftOf(data.data) : null), [data.data]);
  const [draft, setDraft] = useState<SettingsDraft | null>(null);
  const [tab, setTab] = useState<SettingsTabId>(() => tabOf(askedTab));
  // Asked for another tab while open (Feature chosen from the palette over it): that tab, keeping the draft.
  // State adjusted while rendering, React's pattern for state that follows a prop.
  const [shownAsked, setShownAsked] = useState(askedTab);
  if (askedTab !== shownAsked) {
    setShownAsked(askedTab);
    if (askedTab) setTab(tabOf(askedTab));
  }
  const [saveError, setSaveError] = useState<string | null>(null);

  const current = draft ?? loaded;
  const changes = loaded && current ? changesOf(loaded, current) : null;
  const change = (update: (draft: SettingsDraft) => SettingsDraft) =>
    setDraft((previous) => {
      const base = previous ?? loaded;
      return base ? update(base) : previous;
    });
  const mayClose = () => !changes || window.confirm(globalSettingsText.unsavedChanges);

  async function saveSettings() {
    if (!changes) return;
    setSaveError(null);
    try {
      // Spec 000 §4: after a save the modal stays open on its tab with the saved data (the server's
      // answer, now the cached copy) as the new baseline, so the flag clears; onChanged reloads the rest.
      await save.mutateAsync(changes);
      setDraft(null);
      void toast.success(globalSettingsText.saved);
      onChanged();
    } catch (error) {
      // The form keeps what was typed: the admin corrects it and saves again.
      setSaveError(error instanceof ApiRequestError ? error.message : globalSettingsText.saveFailed);
    }
  }

  const loadError = profile.error ?? data.error;
  const loadFailure = loadFailureOf(loadError);
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={globalSettingsText.title}
      badge={changes ? globalSettingsText.unsaved : undefined}
      fullscreenable
      movable
      initialSize={{ width: 900, height: 680 }}
      confirmClose={mayClose}
      footer={<SaveCancelFooter error={saveError} onCancel={() => mayClose() && onClose()} onSave={() => void saveSettings()} saving={save.isPending} disabled={!changes} labels={globalSettingsText} />}
    >
      {loadError ? (
        loadError instanceof ApiRequestError && loadError.status === 404 ? (
          <p role="alert" className="text-sm text-red-800">
            {globalSettingsText.notFound}
          </p>
        ) : (
          <div role="alert" className="space-y-2 text-sm text-red-800">
            <p className="font-semibold">{globalSettingsText.loadFailed}</p>
            <p>{loadFailure}</p>
            <button type="button" onClick={() => void (profile.isError ? profile.refetch() : data.refetch())} className="rounded-lg px-3 py-1.5 font-semibold ring-1 ring-red-300">
              {globalSettingsText.retry}
            </button>
          </div>
        )
      ) : !current || !data.data ? (
        <p role="status" className="text-sm text-gray-600">
          {globalSettingsText.loading}
        </p>
      ) : (
        <Tabs
          label={globalSettingsText.tabs}
          value={tab}
          onValueChange={(id) => setTab(id as SettingsTabId)}
          items={settingsTabs.map(({ id, label, Content }) => ({ id, label, content: <Content draft={current} change={change} data={data.data} /> }))}
        />
      )}
    </Dialog>
  );
}

/**
 * Why the settings did not load (spec 000 §8): without a session, the server's "No active session"
 * message; an answer with an error, its status or message; no answer or one not understood, the
 * generic message.
 */
function loadFailureOf(error: Error | null): string {
  if (!(error instanceof ApiRequestError) || error.code === "unexpected_reply") return globalSettingsText.loadDataFailed;
  // HTTP/2 answers carry no status text: then the status code stands in for it.
  return error.status === 401 ? error.message : formatMessage(globalSettingsText.fetchFailed, { reason: error.message || String(error.status) });
}
