"use client";

import { areaField, RowList } from "./row-fields";
import { newRowId } from "./settings-draft";
import { withList, type TabProps } from "./tab-props";

/** Questions and answers: added, edited and removed here. Named by position, so a name does not change while its question is typed. */
export function FaqsTab({ draft, change }: TabProps) {
  return (
    <RowList
      rows={draft.lists.faqs}
      fields={[areaField("question", "Question"), areaField("answer", "Answer")]}
      nameOf={(_row, index) => `Question ${index + 1}`}
      onChange={(rows) => change(withList("faqs", rows))}
      newRow={() => ({ id: newRowId(), question: "New question?", answer: "The answer." })}
      addLabel="Add question"
      empty="No questions yet."
    />
  );
}
