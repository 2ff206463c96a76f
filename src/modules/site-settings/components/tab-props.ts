import type { OrganizationData, Row } from "../site-settings.queries";
import type { ListName, SettingsDraft } from "./settings-draft";

/** What every Global Settings tab gets: the draft, a way to change it, and the data as loaded. */
export interface TabProps {
  draft: SettingsDraft;
  change: (update: (draft: SettingsDraft) => SettingsDraft) => void;
  data: OrganizationData;
}

/** A draft update that replaces one list's rows. */
export const withList = (name: ListName, rows: Row[]) => (draft: SettingsDraft): SettingsDraft => ({ ...draft, lists: { ...draft.lists, [name]: rows } });
