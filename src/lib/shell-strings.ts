import type { Locale } from "./locales";

/** The public shell's own words, in every language a site may offer (spec decision 4). */
export interface ShellStrings {
  menu: string;
  options: (count: number) => string;
  noItems: string;
  noLogo: string;
  links: string;
  profile: string;
  login: string;
  register: string;
  rights: string;
  account: string;
  contact: string;
  logout: string;
  admin: string;
  dashboard: string;
  tickets: string;
  meetings: string;
  aiAgents: string;
  basket: string;
  language: string;
  close: string;
  noAccount: string;
  haveAccount: string;
  forgotPassword: string;
  footerNav: string;
}

const count = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const shellStrings: Record<Locale, ShellStrings> = {
  en: {
    menu: "Menu", options: count("option", "options"), noItems: "No menu items available", noLogo: "No logo available",
    links: "Links", profile: "Profile", login: "Login", register: "Register", rights: "All rights reserved.",
    account: "Account", contact: "Contact", logout: "Logout", admin: "Admin", dashboard: "Dashboard", tickets: "Tickets", meetings: "Meetings", aiAgents: "AI Agents",
    basket: "Basket", language: "Language", close: "Close", noAccount: "No account yet?", haveAccount: "Already have an account?", forgotPassword: "Forgot your password?", footerNav: "Footer",
  },
  es: {
    menu: "Menú", options: count("opción", "opciones"), noItems: "No hay elementos de menú", noLogo: "No hay logotipo disponible",
    links: "Enlaces", profile: "Perfil", login: "Iniciar sesión", register: "Registrarse", rights: "Todos los derechos reservados.",
    account: "Cuenta", contact: "Contacto", logout: "Cerrar sesión", admin: "Administración", dashboard: "Panel", tickets: "Tickets", meetings: "Reuniones", aiAgents: "Agentes de IA",
    basket: "Cesta", language: "Idioma", close: "Cerrar", noAccount: "¿Aún no tienes cuenta?", haveAccount: "¿Ya tienes una cuenta?", forgotPassword: "¿Olvidaste tu contraseña?", footerNav: "Pie de página",
  },
  fr: {
    menu: "Menu", options: count("option", "options"), noItems: "Aucun élément de menu", noLogo: "Aucun logo disponible",
    links: "Liens", profile: "Profil", login: "Connexion", register: "Inscription", rights: "Tous droits réservés.",
    account: "Compte", contact: "Contact", logout: "Déconnexion", admin: "Administration", dashboard: "Tableau de bord", tickets: "Tickets", meetings: "Réunions", aiAgents: "Agents IA",
    basket: "Panier", language: "Langue", close: "Fermer", noAccount: "Pas encore de compte ?", haveAccount: "Vous avez déjà un compte ?", forgotPassword: "Mot de passe oublié ?", footerNav: "Pied de page",
  },
  de: {
    menu: "Menü", options: count("Option", "Optionen"), noItems: "Keine Menüeinträge vorhanden", noLogo: "Kein Logo verfügbar",
    links: "Links", profile: "Profil", login: "Anmelden", register: "Registrieren", rights: "Alle Rechte vorbehalten.",
    account: "Konto", contact: "Kontakt", logout: "Abmelden", admin: "Administration", dashboard: "Dashboard", tickets: "Tickets", meetings: "Besprechungen", aiAgents: "KI-Agenten",
    basket: "Warenkorb", language: "Sprache", close: "Schließen", noAccount: "Noch kein Konto?", haveAccount: "Sie haben schon ein Konto?", forgotPassword: "Passwort vergessen?", footerNav: "Fußzeile",
  },
  ru: {
    menu: "Меню", options: count("вариант", "вариантов"), noItems: "Нет пунктов меню", noLogo: "Логотип недоступен",
    links: "Ссылки", profile: "Профиль", login: "Вход", register: "Регистрация", rights: "Все права защищены.",
    account: "Аккаунт", contact: "Контакты", logout: "Выйти", admin: "Администратор", dashboard: "Панель управления", tickets: "Заявки", meetings: "Встречи", aiAgents: "ИИ-агенты",
    basket: "Корзина", language: "Язык", close: "Закрыть", noAccount: "Нет аккаунта?", haveAccount: "Уже есть аккаунт?", forgotPassword: "Забыли пароль?", footerNav: "Нижний колонтитул",
  },
  it: {
    menu: "Menu", options: count("opzione", "opzioni"), noItems: "Nessuna voce di menu", noLogo: "Nessun logo disponibile",
    links: "Link", profile: "Profilo", login: "Accedi", register: "Registrati", rights: "Tutti i diritti riservati.",
    account: "Account", contact: "Contatti", logout: "Esci", admin: "Amministrazione", dashboard: "Dashboard", tickets: "Ticket", meetings: "Riunioni", aiAgents: "Agenti IA",
    basket: "Carrello", language: "Lingua", close: "Chiudi", noAccount: "Non hai ancora un account?", haveAccount: "Hai già un account?", forgotPassword: "Password dimenticata?", footerNav: "Piè di pagina",
  },
  pt: {
    menu: "Menu", options: count("opção", "opções"), noItems: "Nenhum item de menu", noLogo: "Nenhum logótipo disponível",
    links: "Links", profile: "Perfil", login: "Entrar", register: "Registar", rights: "Todos os direitos reservados.",
    account: "Conta", contact: "Contacto", logout: "Terminar sessão", admin: "Administração", dashboard: "Painel", tickets: "Pedidos", meetings: "Reuniões", aiAgents: "Agentes de IA",
    basket: "Cesto", language: "Idioma", close: "Fechar", noAccount: "Ainda não tem conta?", haveAccount: "Já tem uma conta?", forgotPassword: "Esqueceu-se da palavra-passe?", footerNav: "Rodapé",
  },
  nl: {
    menu: "Menu", options: count("optie", "opties"), noItems: "Geen menu-items beschikbaar", noLogo: "Geen logo beschikbaar",
    links: "Links", profile: "Profiel", login: "Inloggen", register: "Registreren", rights: "Alle rechten voorbehouden.",
    account: "Account", contact: "Contact", logout: "Uitloggen", admin: "Beheer", dashboard: "Dashboard", tickets: "Tickets", meetings: "Afspraken", aiAgents: "AI-agenten",
    basket: "Winkelmand", language: "Taal", close: "Sluiten", noAccount: "Nog geen account?", haveAccount: "Heb je al een account?", forgotPassword: "Wachtwoord vergeten?", footerNav: "Voettekst",
  },
  pl: {
    menu: "Menu", options: count("opcja", "opcji"), noItems: "Brak pozycji menu", noLogo: "Brak logo",
    links: "Linki", profile: "Profil", login: "Logowanie", register: "Rejestracja", rights: "Wszelkie prawa zastrzeżone.",
    account: "Konto", contact: "Kontakt", logout: "Wyloguj się", admin: "Administracja", dashboard: "Panel", tickets: "Zgłoszenia", meetings: "Spotkania", aiAgents: "Agenci AI",
    basket: "Koszyk", language: "Język", close: "Zamknij", noAccount: "Nie masz jeszcze konta?", haveAccount: "Masz już konto?", forgotPassword: "Nie pamiętasz hasła?", footerNav: "Stopka",
  },
  ja: {
    menu: "メニュー", options: (n) => `${n} 件`, noItems: "メニュー項目がありません", noLogo: "ロゴがありません",
    links: "リンク", profile: "プロフィール", login: "ログイン", register: "登録", rights: "無断転載を禁じます。",
    account: "アカウント", contact: "お問い合わせ", logout: "ログアウト", admin: "管理", dashboard: "ダッシュボード", tickets: "チケット", meetings: "ミーティング", aiAgents: "AIエージェント",
    basket: "カート", language: "言語", close: "閉じる", noAccount: "アカウントをお持ちでないですか？", haveAccount: "すでにアカウントをお持ちですか？", forgotPassword: "パスワードをお忘れですか？", footerNav: "フッター",
  },
  zh: {
    menu: "菜单", options: (n) => `${n} 个选项`, noItems: "暂无菜单项", noLogo: "暂无标志",
    links: "链接", profile: "个人资料", login: "登录", register: "注册", rights: "版权所有。",
    account: "账户", contact: "联系我们", logout: "退出登录", admin: "管理", dashboard: "仪表板", tickets: "工单", meetings: "会议", aiAgents: "AI 智能体",
    basket: "购物车", language: "语言", close: "关闭", noAccount: "还没有账户？", haveAccount: "已有账户？", forgotPassword: "忘记密码？", footerNav: "页脚",
  },
};

/** Each language by its own name, as a language switch shows it. */
export const languageNames: Record<Locale, string> = {
  en: "English", es: "Español", fr: "Français", de: "Deutsch", ru: "Русский", it: "Italiano",
  pt: "Português", nl: "Nederlands", pl: "Polski", ja: "日本語", zh: "中文",
};
