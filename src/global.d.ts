import type { Locale } from "@/lib/locales";
import type { Messages as AtriumMessages } from "@/lib/i18n/catalogues";

// Typed keys of use-intl (next-intl's core): messages are shaped like the English catalogue, locales
// are Atrium's. A client hook (use-intl's `useTranslations`) would read the same AppConfig.
declare module "use-intl/core" {
  interface AppConfig {
    Locale: Locale;
    Messages: AtriumMessages;
  }
}
