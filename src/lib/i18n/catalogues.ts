// The message catalogues: src/messages/{locale}/{namespace}.json, ICU syntax. English is the reference:
// every language must have exactly its keys (the type below and messages.test.ts check it). The back
// office's namespaces exist only in English (src/messages/en/admin/, decision 035).
import type { Locale } from "@/lib/locales";
import en_shell from "@/messages/en/shell.json";
import en_auth from "@/messages/en/auth.json";
import en_blog from "@/messages/en/blog.json";
import en_notFound from "@/messages/en/notFound.json";
import en_breadcrumb from "@/messages/en/breadcrumb.json";
import en_basket from "@/messages/en/basket.json";
import en_consent from "@/messages/en/consent.json";
import en_banner from "@/messages/en/banner.json";
import en_meetings from "@/messages/en/meetings.json";
import en_helpWidget from "@/messages/en/helpWidget.json";
import en_tickets from "@/messages/en/tickets.json";
import en_products from "@/messages/en/products.json";
import en_bookingEmails from "@/messages/en/bookingEmails.json";
import admin_adminDashboard from "@/messages/en/admin/adminDashboard.json";
import admin_adminMeetings from "@/messages/en/admin/adminMeetings.json";
import admin_assistantManagement from "@/messages/en/admin/assistantManagement.json";
import admin_codeView from "@/messages/en/admin/codeView.json";
import admin_commandPalette from "@/messages/en/admin/commandPalette.json";
import admin_conflict from "@/messages/en/admin/conflict.json";
import admin_createPage from "@/messages/en/admin/createPage.json";
import admin_deleteUndo from "@/messages/en/admin/deleteUndo.json";
import admin_editingLayer from "@/messages/en/admin/editingLayer.json";
import admin_globalSettings from "@/messages/en/admin/globalSettings.json";
import admin_headingEditor from "@/messages/en/admin/headingEditor.json";
import admin_heroEditor from "@/messages/en/admin/heroEditor.json";
import admin_heroResize from "@/messages/en/admin/heroResize.json";
import admin_invitation from "@/messages/en/admin/invitation.json";
import admin_inviteForm from "@/messages/en/admin/inviteForm.json";
import admin_mediaLibrary from "@/messages/en/admin/mediaLibrary.json";
import admin_meetingTypes from "@/messages/en/admin/meetingTypes.json";
import admin_memberRole from "@/messages/en/admin/memberRole.json";
import admin_menuEditor from "@/messages/en/admin/menuEditor.json";
import admin_metricEditor from "@/messages/en/admin/metricEditor.json";
import admin_pageLayout from "@/messages/en/admin/pageLayout.json";
import admin_postEditor from "@/messages/en/admin/postEditor.json";
import admin_postSettings from "@/messages/en/admin/postSettings.json";
import admin_richTextEditor from "@/messages/en/admin/richTextEditor.json";
import admin_sectionEditor from "@/messages/en/admin/sectionEditor.json";
import admin_plainLabels from "@/messages/en/admin/plainLabels.json";
import admin_siteCheck from "@/messages/en/admin/siteCheck.json";
import admin_siteMap from "@/messages/en/admin/siteMap.json";
import admin_supportInbox from "@/messages/en/admin/supportInbox.json";
import admin_ticketsInbox from "@/messages/en/admin/ticketsInbox.json";
import admin_workbench from "@/messages/en/admin/workbench.json";
import es_shell from "@/messages/es/shell.json";
import es_auth from "@/messages/es/auth.json";
import es_blog from "@/messages/es/blog.json";
import es_notFound from "@/messages/es/notFound.json";
import es_breadcrumb from "@/messages/es/breadcrumb.json";
import es_basket from "@/messages/es/basket.json";
import es_consent from "@/messages/es/consent.json";
import es_banner from "@/messages/es/banner.json";
import es_meetings from "@/messages/es/meetings.json";
import es_helpWidget from "@/messages/es/helpWidget.json";
import es_tickets from "@/messages/es/tickets.json";
import es_products from "@/messages/es/products.json";
import es_bookingEmails from "@/messages/es/bookingEmails.json";
import fr_shell from "@/messages/fr/shell.json";
import fr_auth from "@/messages/fr/auth.json";
import fr_blog from "@/messages/fr/blog.json";
import fr_notFound from "@/messages/fr/notFound.json";
import fr_breadcrumb from "@/messages/fr/breadcrumb.json";
import fr_basket from "@/messages/fr/basket.json";
import fr_consent from "@/messages/fr/consent.json";
import fr_banner from "@/messages/fr/banner.json";
import fr_meetings from "@/messages/fr/meetings.json";
import fr_helpWidget from "@/messages/fr/helpWidget.json";
import fr_tickets from "@/messages/fr/tickets.json";
import fr_products from "@/messages/fr/products.json";
import fr_bookingEmails from "@/messages/fr/bookingEmails.json";
import de_shell from "@/messages/de/shell.json";
import de_auth from "@/messages/de/auth.json";
import de_blog from "@/messages/de/blog.json";
import de_notFound from "@/messages/de/notFound.json";
import de_breadcrumb from "@/messages/de/breadcrumb.json";
import de_basket from "@/messages/de/basket.json";
import de_consent from "@/messages/de/consent.json";
import de_banner from "@/messages/de/banner.json";
import de_meetings from "@/messages/de/meetings.json";
import de_helpWidget from "@/messages/de/helpWidget.json";
import de_tickets from "@/messages/de/tickets.json";
import de_products from "@/messages/de/products.json";
import de_bookingEmails from "@/messages/de/bookingEmails.json";
import ru_shell from "@/messages/ru/shell.json";
import ru_auth from "@/messages/ru/auth.json";
import ru_blog from "@/messages/ru/blog.json";
import ru_notFound from "@/messages/ru/notFound.json";
import ru_breadcrumb from "@/messages/ru/breadcrumb.json";
import ru_basket from "@/messages/ru/basket.json";
import ru_consent from "@/messages/ru/consent.json";
import ru_banner from "@/messages/ru/banner.json";
import ru_meetings from "@/messages/ru/meetings.json";
import ru_helpWidget from "@/messages/ru/helpWidget.json";
import ru_tickets from "@/messages/ru/tickets.json";
import ru_products from "@/messages/ru/products.json";
import ru_bookingEmails from "@/messages/ru/bookingEmails.json";
import it_shell from "@/messages/it/shell.json";
import it_auth from "@/messages/it/auth.json";
import it_blog from "@/messages/it/blog.json";
import it_notFound from "@/messages/it/notFound.json";
import it_breadcrumb from "@/messages/it/breadcrumb.json";
import it_basket from "@/messages/it/basket.json";
import it_consent from "@/messages/it/consent.json";
import it_banner from "@/messages/it/banner.json";
import it_meetings from "@/messages/it/meetings.json";
import it_helpWidget from "@/messages/it/helpWidget.json";
import it_tickets from "@/messages/it/tickets.json";
import it_products from "@/messages/it/products.json";
import it_bookingEmails from "@/messages/it/bookingEmails.json";
import pt_shell from "@/messages/pt/shell.json";
import pt_auth from "@/messages/pt/auth.json";
import pt_blog from "@/messages/pt/blog.json";
import pt_notFound from "@/messages/pt/notFound.json";
import pt_breadcrumb from "@/messages/pt/breadcrumb.json";
import pt_basket from "@/messages/pt/basket.json";
import pt_consent from "@/messages/pt/consent.json";
import pt_banner from "@/messages/pt/banner.json";
import pt_meetings from "@/messages/pt/meetings.json";
import pt_helpWidget from "@/messages/pt/helpWidget.json";
import pt_tickets from "@/messages/pt/tickets.json";
import pt_products from "@/messages/pt/products.json";
import pt_bookingEmails from "@/messages/pt/bookingEmails.json";
import nl_shell from "@/messages/nl/shell.json";
import nl_auth from "@/messages/nl/auth.json";
import nl_blog from "@/messages/nl/blog.json";
import nl_notFound from "@/messages/nl/notFound.json";
import nl_breadcrumb from "@/messages/nl/breadcrumb.json";
import nl_basket from "@/messages/nl/basket.json";
import nl_consent from "@/messages/nl/consent.json";
import nl_banner from "@/messages/nl/banner.json";
import nl_meetings from "@/messages/nl/meetings.json";
import nl_helpWidget from "@/messages/nl/helpWidget.json";
import nl_tickets from "@/messages/nl/tickets.json";
import nl_products from "@/messages/nl/products.json";
import nl_bookingEmails from "@/messages/nl/bookingEmails.json";
import pl_shell from "@/messages/pl/shell.json";
import pl_auth from "@/messages/pl/auth.json";
import pl_blog from "@/messages/pl/blog.json";
import pl_notFound from "@/messages/pl/notFound.json";
import pl_breadcrumb from "@/messages/pl/breadcrumb.json";
import pl_basket from "@/messages/pl/basket.json";
import pl_consent from "@/messages/pl/consent.json";
import pl_banner from "@/messages/pl/banner.json";
import pl_meetings from "@/messages/pl/meetings.json";
import pl_helpWidget from "@/messages/pl/helpWidget.json";
import pl_tickets from "@/messages/pl/tickets.json";
import pl_products from "@/messages/pl/products.json";
import pl_bookingEmails from "@/messages/pl/bookingEmails.json";
import ja_shell from "@/messages/ja/shell.json";
import ja_auth from "@/messages/ja/auth.json";
import ja_blog from "@/messages/ja/blog.json";
import ja_notFound from "@/messages/ja/notFound.json";
import ja_breadcrumb from "@/messages/ja/breadcrumb.json";
import ja_basket from "@/messages/ja/basket.json";
import ja_consent from "@/messages/ja/consent.json";
import ja_banner from "@/messages/ja/banner.json";
import ja_meetings from "@/messages/ja/meetings.json";
import ja_helpWidget from "@/messages/ja/helpWidget.json";
import ja_tickets from "@/messages/ja/tickets.json";
import ja_products from "@/messages/ja/products.json";
import ja_bookingEmails from "@/messages/ja/bookingEmails.json";
import zh_shell from "@/messages/zh/shell.json";
import zh_auth from "@/messages/zh/auth.json";
import zh_blog from "@/messages/zh/blog.json";
import zh_notFound from "@/messages/zh/notFound.json";
import zh_breadcrumb from "@/messages/zh/breadcrumb.json";
import zh_basket from "@/messages/zh/basket.json";
import zh_consent from "@/messages/zh/consent.json";
import zh_banner from "@/messages/zh/banner.json";
import zh_meetings from "@/messages/zh/meetings.json";
import zh_helpWidget from "@/messages/zh/helpWidget.json";
import zh_tickets from "@/messages/zh/tickets.json";
import zh_products from "@/messages/zh/products.json";
import zh_bookingEmails from "@/messages/zh/bookingEmails.json";

/** The public namespaces, one per part of the interface (a JSON file per language and namespace). */
export const namespaces = ["shell", "auth", "blog", "notFound", "breadcrumb", "basket", "consent", "banner", "meetings", "helpWidget", "tickets", "products", "bookingEmails"] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * The back office's namespaces (decision 035): English only, like the admin UI (decision 019), in
 * src/messages/en/admin/. Every language falls back to them, so `messagesOf` and `translator` read
 * them as they read the public ones; admin client code imports its namespace's JSON itself (one
 * language, nothing to choose) and formats arguments with `formatMessage` (format.ts).
 */
export const adminNamespaces = ["adminDashboard", "adminMeetings", "assistantManagement", "codeView", "commandPalette", "conflict", "createPage", "deleteUndo", "editingLayer", "globalSettings", "headingEditor", "heroEditor", "heroResize", "invitation", "inviteForm", "mediaLibrary", "meetingTypes", "memberRole", "menuEditor", "metricEditor", "pageLayout", "plainLabels", "postEditor", "postSettings", "richTextEditor", "sectionEditor", "siteCheck", "siteMap", "supportInbox", "ticketsInbox", "workbench"] as const;
export type AdminNamespace = (typeof adminNamespaces)[number];

const admin = { adminDashboard: admin_adminDashboard, adminMeetings: admin_adminMeetings, assistantManagement: admin_assistantManagement, codeView: admin_codeView, commandPalette: admin_commandPalette, conflict: admin_conflict, createPage: admin_createPage, deleteUndo: admin_deleteUndo, editingLayer: admin_editingLayer, globalSettings: admin_globalSettings, headingEditor: admin_headingEditor, heroEditor: admin_heroEditor, heroResize: admin_heroResize, invitation: admin_invitation, inviteForm: admin_inviteForm, mediaLibrary: admin_mediaLibrary, meetingTypes: admin_meetingTypes, memberRole: admin_memberRole, menuEditor: admin_menuEditor, metricEditor: admin_metricEditor, pageLayout: admin_pageLayout, plainLabels: admin_plainLabels, postEditor: admin_postEditor, postSettings: admin_postSettings, richTextEditor: admin_richTextEditor, sectionEditor: admin_sectionEditor, siteCheck: admin_siteCheck, siteMap: admin_siteMap, supportInbox: admin_supportInbox, ticketsInbox: admin_ticketsInbox, workbench: admin_workbench };

const english = { ...admin, shell: en_shell, auth: en_auth, blog: en_blog, notFound: en_notFound, breadcrumb: en_breadcrumb, basket: en_basket, consent: en_consent, banner: en_banner, meetings: en_meetings, helpWidget: en_helpWidget, tickets: en_tickets, products: en_products, bookingEmails: en_bookingEmails };
/** Every message of one language, shaped like the English catalogue (the source of the typed keys). */
export type Messages = typeof english;

export const catalogues: Record<Locale, Messages> = {
  en: english,
  es: { ...admin, shell: es_shell, auth: es_auth, blog: es_blog, notFound: es_notFound, breadcrumb: es_breadcrumb, basket: es_basket, consent: es_consent, banner: es_banner, meetings: es_meetings, helpWidget: es_helpWidget, tickets: es_tickets, products: es_products, bookingEmails: es_bookingEmails },
  fr: { ...admin, shell: fr_shell, auth: fr_auth, blog: fr_blog, notFound: fr_notFound, breadcrumb: fr_breadcrumb, basket: fr_basket, consent: fr_consent, banner: fr_banner, meetings: fr_meetings, helpWidget: fr_helpWidget, tickets: fr_tickets, products: fr_products, bookingEmails: fr_bookingEmails },
  de: { ...admin, shell: de_shell, auth: de_auth, blog: de_blog, notFound: de_notFound, breadcrumb: de_breadcrumb, basket: de_basket, consent: de_consent, banner: de_banner, meetings: de_meetings, helpWidget: de_helpWidget, tickets: de_tickets, products: de_products, bookingEmails: de_bookingEmails },
  ru: { ...admin, shell: ru_shell, auth: ru_auth, blog: ru_blog, notFound: ru_notFound, breadcrumb: ru_breadcrumb, basket: ru_basket, consent: ru_consent, banner: ru_banner, meetings: ru_meetings, helpWidget: ru_helpWidget, tickets: ru_tickets, products: ru_products, bookingEmails: ru_bookingEmails },
  it: { ...admin, shell: it_shell, auth: it_auth, blog: it_blog, notFound: it_notFound, breadcrumb: it_breadcrumb, basket: it_basket, consent: it_consent, banner: it_banner, meetings: it_meetings, helpWidget: it_helpWidget, tickets: it_tickets, products: it_products, bookingEmails: it_bookingEmails },
  pt: { ...admin, shell: pt_shell, auth: pt_auth, blog: pt_blog, notFound: pt_notFound, breadcrumb: pt_breadcrumb, basket: pt_basket, consent: pt_consent, banner: pt_banner, meetings: pt_meetings, helpWidget: pt_helpWidget, tickets: pt_tickets, products: pt_products, bookingEmails: pt_bookingEmails },
  nl: { ...admin, shell: nl_shell, auth: nl_auth, blog: nl_blog, notFound: nl_notFound, breadcrumb: nl_breadcrumb, basket: nl_basket, consent: nl_consent, banner: nl_banner, meetings: nl_meetings, helpWidget: nl_helpWidget, tickets: nl_tickets, products: nl_products, bookingEmails: nl_bookingEmails },
  pl: { ...admin, shell: pl_shell, auth: pl_auth, blog: pl_blog, notFound: pl_notFound, breadcrumb: pl_breadcrumb, basket: pl_basket, consent: pl_consent, banner: pl_banner, meetings: pl_meetings, helpWidget: pl_helpWidget, tickets: pl_tickets, products: pl_products, bookingEmails: pl_bookingEmails },
  ja: { ...admin, shell: ja_shell, auth: ja_auth, blog: ja_blog, notFound: ja_notFound, breadcrumb: ja_breadcrumb, basket: ja_basket, consent: ja_consent, banner: ja_banner, meetings: ja_meetings, helpWidget: ja_helpWidget, tickets: ja_tickets, products: ja_products, bookingEmails: ja_bookingEmails },
  zh: { ...admin, shell: zh_shell, auth: zh_auth, blog: zh_blog, notFound: zh_notFound, breadcrumb: zh_breadcrumb, basket: zh_basket, consent: zh_consent, banner: zh_banner, meetings: zh_meetings, helpWidget: zh_helpWidget, tickets: zh_tickets, products: zh_products, bookingEmails: zh_bookingEmails },
};
