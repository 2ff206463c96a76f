import type { Locale } from "@/lib/locales";

/** What an organization's /products page offers, as its breadcrumb names it (see breadcrumb-trail.ts). */
export type OfferingLabel = "products" | "services" | "courses" | "treatments" | "properties" | "jobs";
/** What an organization's /blog is called. */
export type BlogLabel = "blog" | "news" | "insights" | "articles";

/** The words of the breadcrumb bar and the table of contents, in every language a site may offer (spec decision 4). */
interface BreadcrumbStrings {
  home: string;
  /** Accessible name of the breadcrumb landmark. */
  breadcrumb: string;
  /** Title of the table of contents (spec 001 §2). */
  onThisPage: string;
  offering: Record<OfferingLabel, string>;
  blog: Record<BlogLabel, string>;
}

export const breadcrumbStrings: Record<Locale, BreadcrumbStrings> = {
  en: {
    home: "Home",
    breadcrumb: "Breadcrumb",
    onThisPage: "On this page",
    offering: { products: "Products", services: "Services", courses: "Courses", treatments: "Treatments", properties: "Properties", jobs: "Jobs" },
    blog: { blog: "Blog", news: "News", insights: "Insights", articles: "Articles" },
  },
  es: {
    home: "Inicio",
    breadcrumb: "Ruta de navegación",
    onThisPage: "En esta página",
    offering: { products: "Productos", services: "Servicios", courses: "Cursos", treatments: "Tratamientos", properties: "Inmuebles", jobs: "Empleos" },
    blog: { blog: "Blog", news: "Noticias", insights: "Perspectivas", articles: "Artículos" },
  },
  fr: {
    home: "Accueil",
    breadcrumb: "Fil d’Ariane",
    onThisPage: "Sur cette page",
    offering: { products: "Produits", services: "Services", courses: "Formations", treatments: "Soins", properties: "Biens", jobs: "Offres d’emploi" },
    blog: { blog: "Blog", news: "Actualités", insights: "Analyses", articles: "Articles" },
  },
  de: {
    home: "Startseite",
    breadcrumb: "Brotkrümelnavigation",
    onThisPage: "Auf dieser Seite",
    offering: { products: "Produkte", services: "Leistungen", courses: "Kurse", treatments: "Behandlungen", properties: "Immobilien", jobs: "Stellenangebote" },
    blog: { blog: "Blog", news: "Aktuelles", insights: "Einblicke", articles: "Artikel" },
  },
  ru: {
    home: "Главная",
    breadcrumb: "Навигационная цепочка",
    onThisPage: "На этой странице",
    offering: { products: "Продукты", services: "Услуги", courses: "Курсы", treatments: "Процедуры", properties: "Недвижимость", jobs: "Вакансии" },
    blog: { blog: "Блог", news: "Новости", insights: "Аналитика", articles: "Статьи" },
  },
  it: {
    home: "Home",
    breadcrumb: "Percorso di navigazione",
    onThisPage: "In questa pagina",
    offering: { products: "Prodotti", services: "Servizi", courses: "Corsi", treatments: "Trattamenti", properties: "Immobili", jobs: "Offerte di lavoro" },
    blog: { blog: "Blog", news: "Notizie", insights: "Approfondimenti", articles: "Articoli" },
  },
  pt: {
    home: "Início",
    breadcrumb: "Navegação estrutural",
    onThisPage: "Nesta página",
    offering: { products: "Produtos", services: "Serviços", courses: "Cursos", treatments: "Tratamentos", properties: "Imóveis", jobs: "Ofertas de emprego" },
    blog: { blog: "Blog", news: "Notícias", insights: "Análises", articles: "Artigos" },
  },
  nl: {
    home: "Home",
    breadcrumb: "Kruimelpad",
    onThisPage: "Op deze pagina",
    offering: { products: "Producten", services: "Diensten", courses: "Cursussen", treatments: "Behandelingen", properties: "Woningen", jobs: "Vacatures" },
    blog: { blog: "Blog", news: "Nieuws", insights: "Inzichten", articles: "Artikelen" },
  },
  pl: {
    home: "Strona główna",
    breadcrumb: "Ścieżka nawigacji",
    onThisPage: "Na tej stronie",
    offering: { products: "Produkty", services: "Usługi", courses: "Kursy", treatments: "Zabiegi", properties: "Nieruchomości", jobs: "Oferty pracy" },
    blog: { blog: "Blog", news: "Aktualności", insights: "Analizy", articles: "Artykuły" },
  },
  ja: {
    home: "ホーム",
    breadcrumb: "パンくずリスト",
    onThisPage: "このページの内容",
    offering: { products: "製品", services: "サービス", courses: "コース", treatments: "施術", properties: "物件", jobs: "求人" },
    blog: { blog: "ブログ", news: "ニュース", insights: "インサイト", articles: "記事" },
  },
  zh: {
    home: "首页",
    breadcrumb: "面包屑导航",
    onThisPage: "本页内容",
    offering: { products: "产品", services: "服务", courses: "课程", treatments: "疗程", properties: "房源", jobs: "职位" },
    blog: { blog: "博客", news: "新闻", insights: "洞察", articles: "文章" },
  },
};
