import type { Locale } from "@/lib/locales";
import type { Messages as AtriumMessages } from "@/lib/i18n/catalogues";

// next-intl's typed keys: messages are shaped like the English catalogue, locales are Atrium's. The
// server imports next-intl's core (use-intl/core), and client hooks would come from next-intl: both.
declare module "use-intl/core" {
  interface AppConfig {
    Locale: Locale;
    Messages: AtriumMessages;
  }
}

declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: AtriumMessages;
  }
}
