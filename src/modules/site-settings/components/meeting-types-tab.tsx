"use client";

import { MeetingTypesEditor } from "@/modules/meetings/components/meeting-types-editor";

/** Meeting types are rows of the meetings module, each saved on its own (issue 14). */
export function MeetingTypesTab() {
  return <MeetingTypesEditor />;
}
