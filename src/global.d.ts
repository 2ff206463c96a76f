import type { Locale } from "@/lib/locales";
import type { Messages as AtriumMessages } from "@/lib/i18n/catalogues";

// next-intl's typed keys: its messages are shaped like the English catalogue, its locales are Atrium's.
declare module "use-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: AtriumMessages;
  }
}
