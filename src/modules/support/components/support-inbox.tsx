"use client";

// /admin/support (issue 15, decision 029): the admins' live support inbox. Its event stream stays
// open as long as the page is, and that is what makes this admin online for visitors: the help
// widget offers a chat only then. Admin UI text is English (decision 019).
import { useState } from "react";
import { QueryProvider } from "@/components/ui/query-provider";
import { Tabs } from "@/components/ui/tabs";
import { SupportConversationPane } from "./support-inbox-conversation";
import { useInboxEvents } from "./support-inbox-events";
import { SupportConversationList } from "./support-inbox-list";
import text from "@/messages/en/admin/supportInbox.json";

export interface SupportInboxProps {
  /** The signed-in admin's user id ("Assign to me"). */
  myUserId: string;
  /** The site's language, for times. */
  locale: string;
}

/** Online (the stream is open), or why visitors cannot start a chat now. */
function Presence({ live }: { live: boolean | null }) {
  const [label, tone] = live === null ? [text.connecting, "bg-gray-400"] : live ? [text.online, "bg-emerald-600"] : [text.reconnecting, "bg-amber-500"];
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-gray-800">
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${tone}`} />
      {label}
    </p>
  );
}

function Inbox({ myUserId, locale }: SupportInboxProps) {
  const { live, isVisitorTyping } = useInboxEvents();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const list = (status: "open" | "closed") => <SupportConversationList status={status} selectedId={selectedId} onSelect={setSelectedId} isVisitorTyping={isVisitorTyping} locale={locale} />;

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <p className="text-gray-700">{text.intro}</p>
        <Presence live={live} />
      </div>
      <div className="grid gap-6 md:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="support-conversations" className="space-y-3">
          <h2 id="support-conversations" className="text-lg font-semibold text-gray-900">
            {text.conversations}
          </h2>
          <Tabs
            label={text.filter}
            items={[
              { id: "open", label: text.open, content: list("open") },
              { id: "closed", label: text.closed, content: list("closed") },
            ]}
          />
        </section>
        <section aria-label={text.conversation} className="min-w-0 rounded-xl bg-white p-4 ring-1 ring-gray-200">
          {selectedId ? (
            <SupportConversationPane key={selectedId} id={selectedId} myUserId={myUserId} visitorTyping={isVisitorTyping(selectedId)} locale={locale} />
          ) : (
            <p className="text-sm text-gray-700">{text.chooseConversation}</p>
          )}
        </section>
      </div>
    </div>
  );
}

export function SupportInbox(props: SupportInboxProps) {
  return (
    <QueryProvider>
      <Inbox {...props} />
    </QueryProvider>
  );
}
