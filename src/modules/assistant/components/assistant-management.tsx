"use client";

// /admin/ai/management (issue 15, README decision 11): the assistant's settings, a place to try it,
// and the questions it could not answer. Admin-only: no public page imports it.
import { QueryProvider } from "@/components/ui/query-provider";
import type { Locale } from "@/lib/locales";
import { useAssistantSettings } from "../assistant.queries";
import text from "@/messages/en/admin/assistantManagement.json";
import { AssistantSettingsForm } from "./assistant-settings-form";
import { AssistantTryIt } from "./assistant-try-it";
import { UnansweredQuestions } from "./unanswered-questions";

export interface AssistantManagementProps {
  /** The language visitors of this page's address ask in (Try it). */
  locale: Locale;
  /** The address prefix of that language ("" for the default), for the citations' links. */
  prefix: string;
  /** The help center's public address, where "Draft an article" opens the post editor. */
  helpCenterPath: string;
}

function Management({ locale, prefix, helpCenterPath }: AssistantManagementProps) {
  const settings = useAssistantSettings();
  return (
    <div className="space-y-8">
      <p className="text-gray-700">{text.intro}</p>
      {settings.isPending ? <p role="status">{text.loading}</p> : null}
      {settings.isError ? <p role="alert">{settings.error.message}</p> : null}
      {settings.data ? <AssistantSettingsForm key={settings.data.version} settings={settings.data} /> : null}
      <AssistantTryIt locale={locale} prefix={prefix} />
      <UnansweredQuestions helpCenterPath={helpCenterPath} />
    </div>
  );
}

export function AssistantManagement(props: AssistantManagementProps) {
  return (
    <QueryProvider>
      <Management {...props} />
    </QueryProvider>
  );
}
