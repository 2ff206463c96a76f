import { z } from "zod";
import { isUuid } from "@/lib/json";
import { consentRecordResponse } from "@/modules/cookies/cookies.validation";
import { outboxMessage } from "@/modules/email/email.validation";
import { siteMapResponse } from "@/modules/posts/posts.validation";
import { InviteForm, WithdrawInvitationButton } from "@/modules/profiles/components/invite-form";
import { MemberRoleButton } from "@/modules/profiles/components/member-role-button";
import { invitationResponse, profileResponse } from "@/modules/profiles/profiles.validation";
import { SiteCheckPanel } from "@/modules/seo/components/site-check-panel";
import { conversationResponse } from "@/modules/support/support.validation";
import { TicketsInboxButton } from "@/modules/tickets/components/tickets-inbox-button";
import { mustRead } from "../back-office-api";
import { adminPageAccess } from "./admin-access";
import { AdminHeaderLink, AdminPageHeader, adminHeaderLinkStyle } from "./admin-page-header";
import { messagesOf, translator } from "@/lib/i18n/translator";
import { adminLocale } from "@/lib/locales";

// The admin area (issue 12): the organization's overview and its members. Admin UI text is English,
// like the editors' (decision 019): the `adminDashboard` catalogue (decision 035). Rendered per request
// for the signed-in admin, never cached: it is outside the (site) layout, the only one that offers a
// page to the page cache.
const adminText = messagesOf(adminLocale, "adminDashboard");
const t = translator(adminLocale, "adminDashboard");

/** An ISO instant (as the API writes it) to the minute, in UTC: 2026-11-27 14:05. */
const minute = (instant: string) => new Date(instant).toISOString().slice(0, 16).replace("T", " ");

export async function generateMetadata() {
  return { title: adminText.title, robots: { index: false } };
}

export default async function AdminPage({ params, searchParams }: { params: Promise<{ host: string; lang: string }>; searchParams: Promise<{ ticket?: string | string[] }> }) {
  // A ticket's e-mail to the admins links it: the Tickets modal opens on it (after signing in, if need be).
  const { ticket } = await searchParams;
  const openTicket = typeof ticket === "string" && isUuid(ticket) ? ticket : null;
  const { site, link, account } = await adminPageAccess(params, openTicket ? `/admin?ticket=${openTicket}` : "/admin");
  // Read through the API like the rest of the back office (issue 30); each read keeps only what is shown.
  const [members, structure, mail, consent, invitations, chats] = await Promise.all([
    mustRead("/members", z.array(profileResponse.pick({ id: true, user_id: true, username: true, full_name: true, email: true, role: true }))),
    mustRead("/site-map", siteMapResponse.pick({ pages: true, posts: true })),
    mustRead("/outbox?limit=5", z.array(outboxMessage.pick({ id: true, to: true, subject: true, created_at: true }))),
    mustRead("/cookies/consent-records?limit=5", z.array(consentRecordResponse.pick({ id: true, user_id: true, consent_given: true, services: true, created_at: true }))),
    mustRead("/invitations", z.array(invitationResponse.pick({ id: true, email: true, role: true }))),
    mustRead("/support/conversations?status=open", z.array(conversationResponse.pick({ unread: true }))),
  ]);
  const waitingChats = chats.filter((conversation) => conversation.unread > 0).length;
  const posts = structure.posts;
  const published = posts.filter((post) => post.published).length;
  const cell = "px-3 py-2 text-left";

  return (
    <main className="mx-auto max-w-5xl space-y-10 px-4 py-10">
      <AdminPageHeader siteName={site.site_name} title={adminText.title}>
        <TicketsInboxButton label={adminText.tickets} locale={site.locale} className={adminHeaderLinkStyle} openTicket={openTicket} />
        <AdminHeaderLink href={link("/admin/support")}>{waitingChats > 0 ? t("liveSupportWaiting", { conversations: String(waitingChats) }) : adminText.liveSupport}</AdminHeaderLink>
        <AdminHeaderLink href={link("/admin/meetings")}>{adminText.meetings}</AdminHeaderLink>
        <AdminHeaderLink href={link("/admin/ai/management")}>{adminText.aiAgents}</AdminHeaderLink>
        <AdminHeaderLink href={link("/")}>{adminText.backToSite}</AdminHeaderLink>
      </AdminPageHeader>

      <section aria-labelledby="admin-overview" className="space-y-3">
        <h2 id="admin-overview" className="text-xl font-semibold text-gray-900">{adminText.overview}</h2>
        <p className="text-gray-800">{t("pages", { all: structure.pages.length, shown: String(structure.pages.filter((page) => page.published).length) })}</p>
        <p className="text-gray-800">{t("posts", { all: String(posts.length), shown: String(published) })}</p>
        <h3 className="font-semibold text-gray-900">{adminText.outbox}</h3>
        {mail.length === 0 ? (
          <p className="text-gray-700">{adminText.noMail}</p>
        ) : (
          <ul className="space-y-1 text-sm text-gray-800">
            {mail.map((message) => (
              <li key={message.id}>
                <time dateTime={message.created_at}>{minute(message.created_at)}</time> · {message.to} · {message.subject}
              </li>
            ))}
          </ul>
        )}
        <h3 className="font-semibold text-gray-900">{adminText.consent}</h3>
        {consent.length === 0 ? (
          <p className="text-gray-700">{adminText.noConsent}</p>
        ) : (
          <ul data-consent-decisions className="space-y-1 text-sm text-gray-800">
            {consent.map((record) => (
              <li key={record.id}>
                <time dateTime={record.created_at}>{minute(record.created_at)}</time> ·{" "}
                {record.consent_given ? t("accepted", { services: record.services.length }) : adminText.rejected} · {record.user_id ? adminText.signedIn : adminText.anonymous}
              </li>
            ))}
          </ul>
        )}
      </section>

      <SiteCheckPanel prefix={link("/") === "/" ? "" : link("/")} />

      <section aria-labelledby="admin-members" className="space-y-3">
        <h2 id="admin-members" className="text-xl font-semibold text-gray-900">{adminText.members}</h2>
        <table className="w-full border-collapse text-sm">
          <thead className="border-b border-gray-200 text-gray-700">
            <tr>
              <th className={cell}>{adminText.name}</th>
              <th className={cell}>{adminText.email}</th>
              <th className={cell}>{adminText.role}</th>
              <th className={cell}>
                <span className="sr-only">{adminText.role}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member) => {
              const name = member.username ?? member.full_name ?? member.email;
              return (
                <tr key={member.id} data-member={member.email} className="border-b border-gray-100">
                  <td className={cell}>
                    {name} {member.user_id === account.user.id ? <span className="text-gray-600">{adminText.you}</span> : null}
                  </td>
                  <td className={cell}>{member.email}</td>
                  <td className={cell}>{member.role === "admin" ? adminText.admin : adminText.member}</td>
                  <td className={`${cell} text-right`}>
                    <MemberRoleButton userId={member.user_id} name={name} role={member.role} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {invitations.length > 0 ? (
          <>
            <h3 className="font-semibold text-gray-900">{adminText.invitations}</h3>
            <ul className="space-y-2 text-sm">
              {invitations.map((invitation) => (
                <li key={invitation.id} data-invitation={invitation.email} className="flex flex-wrap items-center gap-3">
                  <span className="font-medium text-gray-900">{invitation.email}</span>
                  <span className="text-gray-600">{t("invitedAs", { role: invitation.role })}</span>
                  <WithdrawInvitationButton id={invitation.id} email={invitation.email} />
                </li>
              ))}
            </ul>
          </>
        ) : null}
        <InviteForm />
      </section>
    </main>
  );
}
