// The message catalogues: src/messages/{locale}/{namespace}.json, ICU syntax. English is the reference:
// every language must have exactly its keys (the type below and messages.test.ts check it).
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

/** The namespaces, one per part of the interface (a JSON file per language and namespace). */
export const namespaces = ["shell", "auth", "blog", "notFound", "breadcrumb", "basket", "consent", "banner", "meetings", "helpWidget", "tickets", "products"] as const;
export type Namespace = (typeof namespaces)[number];

const english = { shell: en_shell, auth: en_auth, blog: en_blog, notFound: en_notFound, breadcrumb: en_breadcrumb, basket: en_basket, consent: en_consent, banner: en_banner, meetings: en_meetings, helpWidget: en_helpWidget, tickets: en_tickets, products: en_products };
/** Every message of one language, shaped like the English catalogue (the source of the typed keys). */
export type Messages = typeof english;

export const catalogues: Record<Locale, Messages> = {
  en: english,
  es: { shell: es_shell, auth: es_auth, blog: es_blog, notFound: es_notFound, breadcrumb: es_breadcrumb, basket: es_basket, consent: es_consent, banner: es_banner, meetings: es_meetings, helpWidget: es_helpWidget, tickets: es_tickets, products: es_products },
  fr: { shell: fr_shell, auth: fr_auth, blog: fr_blog, notFound: fr_notFound, breadcrumb: fr_breadcrumb, basket: fr_basket, consent: fr_consent, banner: fr_banner, meetings: fr_meetings, helpWidget: fr_helpWidget, tickets: fr_tickets, products: fr_products },
  de: { shell: de_shell, auth: de_auth, blog: de_blog, notFound: de_notFound, breadcrumb: de_breadcrumb, basket: de_basket, consent: de_consent, banner: de_banner, meetings: de_meetings, helpWidget: de_helpWidget, tickets: de_tickets, products: de_products },
  ru: { shell: ru_shell, auth: ru_auth, blog: ru_blog, notFound: ru_notFound, breadcrumb: ru_breadcrumb, basket: ru_basket, consent: ru_consent, banner: ru_banner, meetings: ru_meetings, helpWidget: ru_helpWidget, tickets: ru_tickets, products: ru_products },
  it: { shell: it_shell, auth: it_auth, blog: it_blog, notFound: it_notFound, breadcrumb: it_breadcrumb, basket: it_basket, consent: it_consent, banner: it_banner, meetings: it_meetings, helpWidget: it_helpWidget, tickets: it_tickets, products: it_products },
  pt: { shell: pt_shell, auth: pt_auth, blog: pt_blog, notFound: pt_notFound, breadcrumb: pt_breadcrumb, basket: pt_basket, consent: pt_consent, banner: pt_banner, meetings: pt_meetings, helpWidget: pt_helpWidget, tickets: pt_tickets, products: pt_products },
  nl: { shell: nl_shell, auth: nl_auth, blog: nl_blog, notFound: nl_notFound, breadcrumb: nl_breadcrumb, basket: nl_basket, consent: nl_consent, banner: nl_banner, meetings: nl_meetings, helpWidget: nl_helpWidget, tickets: nl_tickets, products: nl_products },
  pl: { shell: pl_shell, auth: pl_auth, blog: pl_blog, notFound: pl_notFound, breadcrumb: pl_breadcrumb, basket: pl_basket, consent: pl_consent, banner: pl_banner, meetings: pl_meetings, helpWidget: pl_helpWidget, tickets: pl_tickets, products: pl_products },
  ja: { shell: ja_shell, auth: ja_auth, blog: ja_blog, notFound: ja_notFound, breadcrumb: ja_breadcrumb, basket: ja_basket, consent: ja_consent, banner: ja_banner, meetings: ja_meetings, helpWidget: ja_helpWidget, tickets: ja_tickets, products: ja_products },
  zh: { shell: zh_shell, auth: zh_auth, blog: zh_blog, notFound: zh_notFound, breadcrumb: zh_breadcrumb, basket: zh_basket, consent: zh_consent, banner: zh_banner, meetings: zh_meetings, helpWidget: zh_helpWidget, tickets: zh_tickets, products: zh_products },
};
