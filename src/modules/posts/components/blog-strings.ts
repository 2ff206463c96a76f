import type { Locale } from "@/lib/locales";

/** What /blog says itself, in every language a site may offer (its heading is the breadcrumb's blog label). */
export const blogStrings: Record<Locale, { intro: string; empty: string; by: (author: string) => string }> = {
  en: { intro: "News, guides and answers from our team.", empty: "No posts yet. Check back soon.", by: (author) => `By ${author}` },
  es: { intro: "Noticias, guías y respuestas de nuestro equipo.", empty: "Aún no hay publicaciones. Vuelve pronto.", by: (author) => `Por ${author}` },
  fr: { intro: "Actualités, guides et réponses de notre équipe.", empty: "Aucun article pour le moment. Revenez bientôt.", by: (author) => `Par ${author}` },
  de: { intro: "Neuigkeiten, Ratgeber und Antworten aus unserem Team.", empty: "Noch keine Beiträge. Schauen Sie bald wieder vorbei.", by: (author) => `Von ${author}` },
  ru: { intro: "Новости, руководства и ответы нашей команды.", empty: "Публикаций пока нет. Загляните позже.", by: (author) => `Автор: ${author}` },
  it: { intro: "Notizie, guide e risposte dal nostro team.", empty: "Ancora nessun articolo. Torna presto.", by: (author) => `Di ${author}` },
  pt: { intro: "Notícias, guias e respostas da nossa equipa.", empty: "Ainda não há publicações. Volte em breve.", by: (author) => `Por ${author}` },
  nl: { intro: "Nieuws, gidsen en antwoorden van ons team.", empty: "Nog geen berichten. Kom snel terug.", by: (author) => `Door ${author}` },
  pl: { intro: "Aktualności, poradniki i odpowiedzi naszego zespołu.", empty: "Nie ma jeszcze wpisów. Zajrzyj wkrótce.", by: (author) => `Autor: ${author}` },
  ja: { intro: "チームからのニュース、ガイド、よくある質問への回答。", empty: "まだ投稿はありません。近日公開予定です。", by: (author) => `著者: ${author}` },
  zh: { intro: "来自我们团队的新闻、指南和解答。", empty: "暂无文章，敬请期待。", by: (author) => `作者：${author}` },
};

/** A post's date as the blog shows it ("September 22, 2026"), in the page's language. */
export const postDate = (locale: Locale, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(date);
