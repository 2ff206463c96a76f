"use client";

// Loaded only when a member clicks Contact in the profile panel (shell-behavior.tsx): visitors never download it.
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError } from "@/lib/api-client";
import { createTicket } from "../tickets.queries";
import { ticketMessages } from "../tickets.validation";
import type { ContactText } from "./ticket-strings";

const inputClass = "block w-full rounded-lg border border-gray-300 bg-white px-3 py-2.5 text-gray-900 shadow-sm focus:border-sky-600 focus:outline-none focus:ring-2 focus:ring-sky-600/30 aria-[invalid=true]:border-red-600";
const subjectMessages: readonly string[] = [ticketMessages.subjectRequired, ticketMessages.subjectTooLong];
const bodyMessages: readonly string[] = [ticketMessages.bodyRequired, ticketMessages.bodyTooLong];

type Problem = { field: "subject" | "body" | "form"; message: string };

/** Which field the API's message is about (a 400 names the first problem only). */
function problemOf(error: unknown): Problem {
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof ApiRequestError && error.status === 400) {
    if (subjectMessages.includes(message)) return { field: "subject", message };
    if (bodyMessages.includes(message)) return { field: "body", message };
  }
  return { field: "form", message };
}

/** Contact (spec 001 §2): a subject and a message become a ticket, answered by e-mail and on the tickets page. */
export default function ContactModal({ text, ticketsHref, onClose }: { text: ContactText; ticketsHref: string; onClose: () => void }) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const ids = { subject: useId(), body: useId(), error: useId() };

  async function send(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setProblem(null);
    try {
      await createTicket({ subject, body });
      setSent(true);
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setSending(false);
    }
  }

  const errorFor = (field: Problem["field"]) =>
    problem?.field === field ? (
      <p id={ids.error} role="alert" className="text-sm text-red-700">
        {problem.message}
      </p>
    ) : null;
  const invalid = (field: Problem["field"]) => (problem?.field === field ? { "aria-invalid": true, "aria-describedby": ids.error } : {});

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={text.contactTitle} description={sent ? undefined : text.contactDescription} closeLabel={text.close} initialSize={{ width: 520 }}>
      {sent ? (
        <div className="space-y-4">
          <Notice tone="success">{text.sent}</Notice>
          <a href={ticketsHref} className="inline-block font-semibold text-sky-700 underline hover:text-sky-900">
            {text.viewTickets}
          </a>
        </div>
      ) : (
        <form onSubmit={send} className="space-y-4" noValidate>
          <Field id={ids.subject} label={text.subject} hint={errorFor("subject")}>
            <input id={ids.subject} className={inputClass} value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} {...invalid("subject")} />
          </Field>
          <Field id={ids.body} label={text.message} hint={errorFor("body")}>
            <textarea id={ids.body} className={`${inputClass} min-h-40`} value={body} maxLength={5_000} onChange={(event) => setBody(event.target.value)} {...invalid("body")} />
          </Field>
          {problem?.field === "form" && <Notice tone="error">{problem.message}</Notice>}
          <Button type="submit" disabled={sending}>
            {sending ? text.sending : text.send}
          </Button>
        </form>
      )}
    </Dialog>
  );
}
