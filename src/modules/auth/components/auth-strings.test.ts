import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { knownLocales } from "@/lib/locales";
import { authMessages } from "../auth.validation";
import {
  authModalFormKeys,
  authStringsFor,
  loginFormKeys,
  newPasswordFormKeys,
  pickStrings,
  profileFormKeys,
  registerFormKeys,
  requestResetFormKeys,
  type AuthStrings,
} from "./auth-strings";
import { formatMessage } from "@/lib/i18n/format";
import { localizedMessage } from "./auth-text";
import { LoginForm } from "./login-form";
import { ProfileForm } from "./profile-form";
import { RegisterForm } from "./register-form";
import { NewPasswordForm, RequestResetForm } from "./reset-password-form";

const keys = Object.keys(authStringsFor("en")) as (keyof AuthStrings)[];
const marks = (text: string) => [...text.matchAll(/\{\w+\}/g)].map((match) => match[0]).sort();

function login(strings: AuthStrings) {
  return renderToStaticMarkup(createElement(LoginForm, { accountPath: "/account", strings: pickStrings(strings, loginFormKeys) }));
}

function register(strings: AuthStrings) {
  return renderToStaticMarkup(createElement(RegisterForm, { organizationId: "org-1", profilePath: "/account/profile", loginPath: "/login", strings: pickStrings(strings, registerFormKeys) }));
}

describe("the words of the authentication forms", () => {
  it.each(knownLocales)("has every key, non-empty and with the same {marks}, in %s", (locale) => {
    const strings = authStringsFor(locale);
    expect(Object.keys(strings).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      expect(strings[key].trim(), `${locale}.${key}`).not.toBe("");
      expect(marks(strings[key]), `${locale}.${key}`).toEqual(marks(authStringsFor("en")[key]));
    }
  });

  it("keeps the spec's English messages word for word", () => {
    for (const [key, message] of Object.entries(authMessages)) {
      if (!(key in authStringsFor("en"))) continue;
      const english = authStringsFor("en")[key as keyof AuthStrings];
      expect(typeof message === "function" ? formatMessage(english, { type: "welcome" }) : english, key).toBe(typeof message === "function" ? message("welcome") : message);
    }
  });

  it("translates the browser's own validation messages and leaves the server's as they are", () => {
    const spanish = pickStrings(authStringsFor("es"), registerFormKeys);
    expect(localizedMessage(authMessages.fillAllFields, spanish)).toBe("Rellena todos los campos");
    expect(localizedMessage(authMessages.passwordDigit, spanish)).toBe("La contraseña debe contener al menos un número");
    expect(localizedMessage(authMessages.fillAllFields, pickStrings(authStringsFor("en"), registerFormKeys))).toBe("Please fill in all fields");
    expect(localizedMessage(authMessages.emailExists, spanish)).toBe(authMessages.emailExists);
    expect(localizedMessage("Something the server said", spanish)).toBe("Something the server said");
  });

  it("falls back to English for an unknown language and gives each form only its own words", () => {
    expect(authStringsFor("xx")).toEqual(authStringsFor("en"));
    expect(authStringsFor("ja")).toBe(authStringsFor("ja"));
    expect(Object.keys(pickStrings(authStringsFor("de"), loginFormKeys)).sort()).toEqual([...loginFormKeys].sort());
    expect(authModalFormKeys).toEqual(expect.arrayContaining([...loginFormKeys, ...registerFormKeys]));
    expect(new Set(authModalFormKeys).size).toBe(authModalFormKeys.length);
  });
});

describe("the forms in the page's language", () => {
  it("renders the login form in Spanish", () => {
    const html = login(authStringsFor("es"));
    expect(html).toContain(">Correo electrónico</label>");
    expect(html).toContain(">Contraseña</label>");
    expect(html).toContain("Iniciar sesión</button>");
    expect(html).not.toContain(">Email</label>");
    expect(html).not.toContain(">Password</label>");
  });

  it("renders the register form in Spanish", () => {
    const html = register(authStringsFor("es"));
    expect(html).toContain(">Nombre de usuario</label>");
    expect(html).toContain(">Correo electrónico</label>");
    expect(html).toContain(">Contraseña</label>");
    expect(html).toContain("Al menos 8 caracteres, con una letra mayúscula, una letra minúscula y un número.");
    expect(html).toContain(">Empezar una prueba gratuita</span>");
    expect(html).toContain("Crear cuenta</button>");
    expect(html).not.toContain("Create account");
  });

  it("keeps English exactly as it was", () => {
    const loginHtml = login(authStringsFor("en"));
    expect(loginHtml).toContain(">Email</label>");
    expect(loginHtml).toContain(">Password</label>");
    expect(loginHtml).toContain(">Sign in</button>");
    const registerHtml = register(authStringsFor("en"));
    expect(registerHtml).toContain(">Username</label>");
    expect(registerHtml).toContain(">Email</label>");
    expect(registerHtml).toContain(">Password</label>");
    expect(registerHtml).toContain("At least 8 characters, with an uppercase letter, a lowercase letter and a number.");
    expect(registerHtml).toContain(">Start a free trial</span>");
    expect(registerHtml).toContain("Try everything free for 14 days. No card needed.");
    expect(registerHtml).toContain(">Create account</button>");
  });

  it("renders the reset and profile forms in German", () => {
    const request = renderToStaticMarkup(createElement(RequestResetForm, { resetPath: "/de/reset-password", strings: pickStrings(authStringsFor("de"), requestResetFormKeys) }));
    expect(request).toContain(">E-Mail</label>");
    expect(request).toContain(">Link senden</button>");
    const choose = renderToStaticMarkup(createElement(NewPasswordForm, { token: "t", loginPath: "/de/login", strings: pickStrings(authStringsFor("de"), newPasswordFormKeys) }));
    expect(choose).toContain(">Neues Passwort</label>");
    expect(choose).toContain(">Neues Passwort wiederholen</label>");
    const profile = renderToStaticMarkup(createElement(ProfileForm, { username: "maria", fullName: "", strings: pickStrings(authStringsFor("de"), profileFormKeys) }));
    expect(profile).toContain(">Benutzername</label>");
    expect(profile).toContain(">Profil speichern</button>");
  });
});
