import type { Locale } from "@/lib/locales";

/** The site's 404 page, in every language a site may offer (spec decision 4). */
export const notFoundStrings: Record<Locale, { title: string; text: string; home: string }> = {
  en: { title: "Page not found", text: "The page you are looking for does not exist or has moved.", home: "Back to the home page" },
  es: { title: "Página no encontrada", text: "La página que buscas no existe o se ha movido.", home: "Volver a la página de inicio" },
  fr: { title: "Page introuvable", text: "La page que vous cherchez n'existe pas ou a été déplacée.", home: "Retour à l'accueil" },
  de: { title: "Seite nicht gefunden", text: "Die gesuchte Seite existiert nicht oder wurde verschoben.", home: "Zurück zur Startseite" },
  ru: { title: "Страница не найдена", text: "Страница, которую вы ищете, не существует или была перемещена.", home: "На главную" },
  it: { title: "Pagina non trovata", text: "La pagina che cerchi non esiste o è stata spostata.", home: "Torna alla home page" },
  pt: { title: "Página não encontrada", text: "A página que procura não existe ou foi movida.", home: "Voltar à página inicial" },
  nl: { title: "Pagina niet gevonden", text: "De pagina die u zoekt bestaat niet of is verplaatst.", home: "Terug naar de startpagina" },
  pl: { title: "Nie znaleziono strony", text: "Strona, której szukasz, nie istnieje lub została przeniesiona.", home: "Wróć na stronę główną" },
  ja: { title: "ページが見つかりません", text: "お探しのページは存在しないか、移動されました。", home: "ホームページに戻る" },
  zh: { title: "找不到页面", text: "您要查找的页面不存在或已被移动。", home: "返回首页" },
};
