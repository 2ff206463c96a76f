import type { Locale } from "./locales";

/** The public shell's own words, in every language a site may offer (spec decision 4). */
interface ShellStrings {
  signIn: string;
  menu: string;
  options: (count: number) => string;
  noItems: string;
  links: string;
  profile: string;
  login: string;
  register: string;
  rights: string;
}

const count = (one: string, many: string) => (n: number) => `${n} ${n === 1 ? one : many}`;

export const shellStrings: Record<Locale, ShellStrings> = {
  en: { signIn: "Sign in", menu: "Menu", options: count("option", "options"), noItems: "No menu items available", links: "Links", profile: "Profile", login: "Login", register: "Register", rights: "All rights reserved." },
  es: { signIn: "Iniciar sesión", menu: "Menú", options: count("opción", "opciones"), noItems: "No hay elementos de menú", links: "Enlaces", profile: "Perfil", login: "Iniciar sesión", register: "Registrarse", rights: "Todos los derechos reservados." },
  fr: { signIn: "Se connecter", menu: "Menu", options: count("option", "options"), noItems: "Aucun élément de menu", links: "Liens", profile: "Profil", login: "Connexion", register: "Inscription", rights: "Tous droits réservés." },
  de: { signIn: "Anmelden", menu: "Menü", options: count("Option", "Optionen"), noItems: "Keine Menüeinträge vorhanden", links: "Links", profile: "Profil", login: "Anmelden", register: "Registrieren", rights: "Alle Rechte vorbehalten." },
  ru: { signIn: "Войти", menu: "Меню", options: count("вариант", "вариантов"), noItems: "Нет пунктов меню", links: "Ссылки", profile: "Профиль", login: "Вход", register: "Регистрация", rights: "Все права защищены." },
  it: { signIn: "Accedi", menu: "Menu", options: count("opzione", "opzioni"), noItems: "Nessuna voce di menu", links: "Link", profile: "Profilo", login: "Accedi", register: "Registrati", rights: "Tutti i diritti riservati." },
  pt: { signIn: "Entrar", menu: "Menu", options: count("opção", "opções"), noItems: "Nenhum item de menu", links: "Links", profile: "Perfil", login: "Entrar", register: "Registar", rights: "Todos os direitos reservados." },
  nl: { signIn: "Inloggen", menu: "Menu", options: count("optie", "opties"), noItems: "Geen menu-items beschikbaar", links: "Links", profile: "Profiel", login: "Inloggen", register: "Registreren", rights: "Alle rechten voorbehouden." },
  pl: { signIn: "Zaloguj się", menu: "Menu", options: count("opcja", "opcji"), noItems: "Brak pozycji menu", links: "Linki", profile: "Profil", login: "Logowanie", register: "Rejestracja", rights: "Wszelkie prawa zastrzeżone." },
  ja: { signIn: "ログイン", menu: "メニュー", options: (n) => `${n} 件`, noItems: "メニュー項目がありません", links: "リンク", profile: "プロフィール", login: "ログイン", register: "登録", rights: "無断転載を禁じます。" },
  zh: { signIn: "登录", menu: "菜单", options: (n) => `${n} 个选项`, noItems: "暂无菜单项", links: "链接", profile: "个人资料", login: "登录", register: "注册", rights: "版权所有。" },
};
