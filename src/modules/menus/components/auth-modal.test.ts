import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { shellStringsFor } from "@/lib/shell-strings";
import { authModalFormKeys, authStringsFor, pickStrings } from "@/modules/auth/components/auth-strings";
import AuthModal from "./auth-modal";
import { accountPaths, authModalText } from "./shell-context";

describe("the login modal of the public header", () => {
  it("is a modal dialog labelled by its title, with a labelled close button and the way to register", () => {
    const html = renderToStaticMarkup(createElement(AuthModal, { organizationId: "org-1", text: authModalText(accountPaths((path) => `/es${path}`), shellStringsFor("es"), pickStrings(authStringsFor("es"), authModalFormKeys)), onClose: () => undefined }));
    const labelledBy = /<dialog aria-labelledby="([^"]+)" aria-modal="true"/.exec(html)?.[1];
    expect(labelledBy).toBeTruthy();
    expect(html).toContain(`<h2 id="${labelledBy}" class="text-xl font-bold tracking-tight">Iniciar sesión</h2>`);
    expect(html).toContain('aria-label="Cerrar"');
    expect(html).toContain("¿Aún no tienes cuenta?");
    expect(html).toContain(">Registrarse</button>");
    expect(html).toContain('href="/es/reset-password"');
    expect(html).toContain('type="password"');
    // The login form inside speaks the page's language too.
    expect(html).toContain(">Correo electrónico</label>");
    expect(html).toContain(">Contraseña</label>");
    expect(html).toContain("Iniciar sesión</button>");
  });
});
