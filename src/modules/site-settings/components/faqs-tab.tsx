"use client";

import { useEditingLanguage } from "@/components/section-editor/use-editing-language";
import { areaField, inLanguage, RowList, rowMissing } from "./row-fields";
import { newRowId } from "./settings-draft";
import { withList, type TabProps } from "./tab-props";

const texts = ["question", "answer"] as const;

/**
 * Questions and answers: added, edited and removed here, in each language the site offers (the
 * default language's are the base texts). Named by position, so a name does not change while its
 * question is typed.
 */
export function FaqsTab({ draft, change }: TabProps) {
  const { language, switcher } = useEditingLanguage();
  return (
    <div className="space-y-3">
      {switcher((other) => draft.lists.faqs.some((row) => rowMissing(row, texts, other)))}
      <RowList
        rows={draft.lists.faqs}
        fields={[inLanguage(areaField("question", "Question"), language), inLanguage(areaField("answer", "Answer"), language)]}
        nameOf={(_row, index) => `Question ${index + 1}`}
        onChange={(rows) => change(withList("faqs", rows))}
        newRow={() => ({ id: newRowId(), question: "New question?", answer: "The answer." })}
        addLabel="Add question"
        empty="No questions yet."
      />
    </div>
  );
}
