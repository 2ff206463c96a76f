import type { Locale } from "@/lib/locales";

/** The words of promotional banners and the language suggestion banner, in every language a site may offer. */
export interface BannerStrings {
  /** The landmark around a page's banners. */
  announcements: string;
  /** The close button of a 'closed' banner (001 §4), and of an opened banner's landing content. */
  close: string;
  /** Opens a banner's landing content. */
  more: string;
  /** 001 §8: an opened banner whose landing content is empty. */
  noLanding: string;
  /** Before the countdown of a promotion's end. */
  endsIn: string;
  /** Days, hours, minutes and seconds, as short unit labels after each number (001 §4). */
  units: readonly [string, string, string, string];
  /** 001 §4: the countdown once the end has passed. */
  saleEnded: string;
  /** Read by screen readers after a link that opens in a new tab. */
  newTab: string;
  /** The language banner, written in the language it suggests: "this page is available in <that language>". */
  available: string;
  question: string;
  /** 001 §4 "Language banner": Keep and Switch. */
  keep: string;
  switch: string;
}

export const bannerStrings: Record<Locale, BannerStrings> = {
  en: {
    announcements: "Announcements", close: "Close", more: "Learn more", noLanding: "No landing content available.",
    endsIn: "Ends in", units: ["d", "h", "m", "s"], saleEnded: "Sale Ended", newTab: "(opens in a new tab)",
    available: "This page is available in English", question: "Would you like to switch languages?", keep: "Keep", switch: "Switch",
  },
  es: {
    announcements: "Anuncios", close: "Cerrar", more: "Más información", noLanding: "No hay contenido disponible.",
    endsIn: "Termina en", units: ["d", "h", "min", "s"], saleEnded: "Oferta finalizada", newTab: "(se abre en una pestaña nueva)",
    available: "Esta página está disponible en español", question: "¿Quieres cambiar de idioma?", keep: "Mantener", switch: "Cambiar",
  },
  fr: {
    announcements: "Annonces", close: "Fermer", more: "En savoir plus", noLanding: "Aucun contenu disponible.",
    endsIn: "Se termine dans", units: ["j", "h", "min", "s"], saleEnded: "Offre terminée", newTab: "(s’ouvre dans un nouvel onglet)",
    available: "Cette page est disponible en français", question: "Voulez-vous changer de langue ?", keep: "Conserver", switch: "Changer",
  },
  de: {
    announcements: "Ankündigungen", close: "Schließen", more: "Mehr erfahren", noLanding: "Kein Inhalt verfügbar.",
    endsIn: "Endet in", units: ["T", "Std", "Min", "Sek"], saleEnded: "Angebot beendet", newTab: "(öffnet in neuem Tab)",
    available: "Diese Seite gibt es auch auf Deutsch", question: "Möchten Sie die Sprache wechseln?", keep: "Beibehalten", switch: "Wechseln",
  },
  ru: {
    announcements: "Объявления", close: "Закрыть", more: "Подробнее", noLanding: "Содержимое недоступно.",
    endsIn: "До конца", units: ["д", "ч", "мин", "с"], saleEnded: "Акция завершена", newTab: "(откроется в новой вкладке)",
    available: "Эта страница доступна на русском языке", question: "Хотите сменить язык?", keep: "Оставить", switch: "Переключить",
  },
  it: {
    announcements: "Annunci", close: "Chiudi", more: "Scopri di più", noLanding: "Nessun contenuto disponibile.",
    endsIn: "Termina tra", units: ["g", "h", "min", "s"], saleEnded: "Offerta terminata", newTab: "(si apre in una nuova scheda)",
    available: "Questa pagina è disponibile in italiano", question: "Vuoi cambiare lingua?", keep: "Mantieni", switch: "Cambia",
  },
  pt: {
    announcements: "Anúncios", close: "Fechar", more: "Saber mais", noLanding: "Nenhum conteúdo disponível.",
    endsIn: "Termina em", units: ["d", "h", "min", "s"], saleEnded: "Promoção terminada", newTab: "(abre num novo separador)",
    available: "Esta página está disponível em português", question: "Quer mudar de idioma?", keep: "Manter", switch: "Mudar",
  },
  nl: {
    announcements: "Aankondigingen", close: "Sluiten", more: "Meer informatie", noLanding: "Geen inhoud beschikbaar.",
    endsIn: "Eindigt over", units: ["d", "u", "min", "s"], saleEnded: "Actie afgelopen", newTab: "(opent in een nieuw tabblad)",
    available: "Deze pagina is ook beschikbaar in het Nederlands", question: "Wilt u van taal wisselen?", keep: "Behouden", switch: "Wisselen",
  },
  pl: {
    announcements: "Ogłoszenia", close: "Zamknij", more: "Dowiedz się więcej", noLanding: "Brak dostępnej treści.",
    endsIn: "Koniec za", units: ["d", "godz", "min", "s"], saleEnded: "Promocja zakończona", newTab: "(otwiera się w nowej karcie)",
    available: "Ta strona jest dostępna po polsku", question: "Czy chcesz zmienić język?", keep: "Zachowaj", switch: "Przełącz",
  },
  ja: {
    announcements: "お知らせ", close: "閉じる", more: "詳しく見る", noLanding: "表示できるコンテンツがありません。",
    endsIn: "終了まで", units: ["日", "時間", "分", "秒"], saleEnded: "セール終了", newTab: "（新しいタブで開きます）",
    available: "このページは日本語でもご覧いただけます", question: "言語を切り替えますか？", keep: "このまま", switch: "切り替える",
  },
  zh: {
    announcements: "公告", close: "关闭", more: "了解更多", noLanding: "暂无落地内容。",
    endsIn: "距结束", units: ["天", "时", "分", "秒"], saleEnded: "促销已结束", newTab: "（在新标签页中打开）",
    available: "此页面提供中文版本", question: "要切换语言吗？", keep: "保持", switch: "切换",
  },
};
