"use client";

import { useEffect, useState } from "react";
import { Notice } from "@/components/ui/notice";
import { ApiRequestError, apiRequest } from "@/lib/api-client";
import { sessionResponse } from "../profiles.validation";
import { formatMessage } from "@/lib/i18n/format";
import invitationText from "@/messages/en/admin/invitation.json";

type State = { step: "checking" } | { step: "signed-out" } | { step: "ready" } | { step: "accepting" } | { step: "accepted"; role: string } | { step: "failed"; message: string };

const tokenKey = "atrium.invitation-token";

/**
 * The token of the link, in its fragment (`#token=`), which browsers never send to a server, nor
 * pass on as a referrer; kept in session storage for the trip through sign-in. Links sent before
 * carried it in the query (`?token=`), which still works.
 */
function tokenFromLink(): string | null {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get("token") ?? new URLSearchParams(window.location.search).get("token");
  if (fromLink) {
    sessionStorage.setItem(tokenKey, fromLink);
    // Out of the address bar and the history, like a meeting's key.
    history.replaceState(null, "", window.location.pathname);
  }
  return fromLink ?? sessionStorage.getItem(tokenKey);
}

/**
 * The invitation link's page (issue 12): the token is read from the address in the browser (the page
 * itself is the same for every token); a signed-in visitor accepts, anyone else signs in or registers
 * first and comes back here.
 */
export function InvitationAcceptance({ siteName, paths }: { siteName: string; paths: { login: string; register: string; home: string; here: string } }) {
  const [token, setToken] = useState<string | null>(null);
  const [state, setState] = useState<State>({ step: "checking" });
  useEffect(() => {
    const signedIn = apiRequest("/api/session", { reply: sessionResponse }).then(({ role }) => role !== "guest", () => false);
    void signedIn.then((yes) => {
      setToken(tokenFromLink());
      setState({ step: yes ? "ready" : "signed-out" });
    });
  }, []);

  if (state.step === "checking") return null;
  if (!token) return <Notice tone="error">{invitationText.missing}</Notice>;
  // Back here after signing in or registering; the token waits in this tab's session storage.
  const back = encodeURIComponent(paths.here);
  async function accept() {
    setState({ step: "accepting" });
    try {
      const { role } = await apiRequest<{ role: string }>("/api/invitations/accept", { json: { token } });
      sessionStorage.removeItem(tokenKey);
      setState({ step: "accepted", role });
    } catch (error) {
      setState({ step: "failed", message: error instanceof ApiRequestError ? error.message : invitationText.failed });
    }
  }
  const button = "block w-full rounded-lg px-4 py-2.5 text-center text-sm font-semibold";
  return (
    <div className="space-y-4">
      {state.step === "accepted" ? (
        <>
          <Notice tone="success">{formatMessage(invitationText.accepted, { role: state.role, site: siteName })}</Notice>
          <a href={paths.home} className={`${button} bg-sky-700 text-white hover:bg-sky-800`}>
            {invitationText.toSite}
          </a>
        </>
      ) : (
        <>
          <p className="text-sm text-gray-700">{formatMessage(invitationText.intro, { site: siteName })}</p>
          {state.step === "failed" ? <Notice tone="error">{state.message}</Notice> : null}
          {state.step === "signed-out" ? (
            <>
              <a href={`${paths.login}?redirectTo=${back}`} className={`${button} bg-sky-700 text-white hover:bg-sky-800`}>
                {invitationText.signIn}
              </a>
              <a href={`${paths.register}?redirectTo=${back}`} className={`${button} text-sky-800 ring-1 ring-sky-300 hover:bg-sky-50`}>
                {invitationText.register}
              </a>
            </>
          ) : (
            <button type="button" onClick={() => void accept()} disabled={state.step === "accepting"} className={`${button} bg-sky-700 text-white hover:bg-sky-800 disabled:bg-sky-300`}>
              {state.step === "accepting" ? invitationText.accepting : invitationText.accept}
            </button>
          )}
        </>
      )}
    </div>
  );
}
