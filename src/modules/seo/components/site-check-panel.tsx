"use client";

// The owners' SEO and accessibility check on /admin (issue 12): reads the public pages as a visitor
// gets them and lists what to fix, each with a link that opens the page with the editor to fix it,
// its field focused (issue 34 point 7: `#edit=<editor>:<id>&field=<field>`, read by the editing layer).
import { useState } from "react";
import { apiRequest, ApiRequestError } from "@/lib/api-client";
import { siteCheckBounds, siteCheckResponse, type SiteCheckDto } from "../site-check.validation";
import { formatMessage } from "@/lib/i18n/format";
import { adminLocale } from "@/lib/locales";
import siteCheckText from "@/messages/en/admin/siteCheck.json";

type Finding = SiteCheckDto["findings"][number];

/**
 * The page, with `#edit=<editor>:<id>&field=<field>` when the finding names what fixes it: the editing
 * layer opens that editor (a section's, the post's, the media library on the file) and focuses the field.
 */
export function fixHref(prefix: string, finding: Pick<Finding, "path" | "fix">): string {
  const page = `${prefix}${finding.path === "/" && prefix ? "" : finding.path}`;
  const { fix } = finding;
  return fix ? `${page}#edit=${fix.editor}:${encodeURIComponent(fix.id)}${fix.field ? `&field=${fix.field}` : ""}` : page;
}

export function SiteCheckPanel({ prefix }: { prefix: string }) {
  const [result, setResult] = useState<SiteCheckDto | null>(null);
  const [state, setState] = useState<"idle" | "running" | "failed">("idle");
  const run = async () => {
    setState("running");
    try {
      setResult(await apiRequest("/api/site-check", { reply: siteCheckResponse }));
      setState("idle");
    } catch (error) {
      console.error("[site check]", error instanceof ApiRequestError ? error.message : error);
      setState("failed");
    }
  };
  return (
    <section aria-labelledby="site-check" className="space-y-3">
      <h2 id="site-check" className="text-xl font-semibold text-gray-900">
        {siteCheckText.title}
      </h2>
      <p className="text-gray-700">{siteCheckText.intro}</p>
      <p className="text-sm text-gray-600">{formatMessage(siteCheckText.bounds, { pages: String(siteCheckBounds.pages), links: String(siteCheckBounds.links), images: String(siteCheckBounds.images) })}</p>
      <button type="button" onClick={() => void run()} disabled={state === "running"} className="rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800 disabled:bg-sky-300">
        {state === "running" ? siteCheckText.running : siteCheckText.run}
      </button>
      <div aria-live="polite" className="space-y-2">
        {state === "failed" ? <p role="alert" className="text-sm text-red-700">{siteCheckText.failed}</p> : null}
        {result ? <p className="font-medium text-gray-900">{result.findings.length === 0 ? formatMessage(siteCheckText.allGood, { pages: String(result.pages) }) : formatMessage(siteCheckText.summary, { pages: String(result.pages), found: result.findings.length }, adminLocale)}</p> : null}
        {result && result.unread.length > 0 ? <p className="text-sm text-amber-800">{formatMessage(siteCheckText.unread, { paths: result.unread.join(", ") })}</p> : null}
      </div>
      {result && result.findings.length > 0 ? (
        <ul className="divide-y divide-gray-100 rounded-lg ring-1 ring-gray-200">
          {result.findings.map((finding, index) => (
            <li key={index} data-finding={finding.kind} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm">
              <span className="font-semibold text-gray-900">{siteCheckText.kinds[finding.kind]}</span>
              <span className="text-gray-700">{finding.path}</span>
              <span className="min-w-0 flex-1 truncate text-gray-600" title={finding.detail}>
                {finding.detail}
              </span>
              <a href={fixHref(prefix, finding)} className="rounded-lg px-3 py-1 font-semibold text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50">
                {finding.fix ? siteCheckText.fixes[finding.kind] : siteCheckText.open}
                <span className="sr-only">: {siteCheckText.kinds[finding.kind]} on {finding.path}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
