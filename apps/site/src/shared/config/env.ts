/**
 * The site's build-time settings, read here and nowhere else (Vite inlines `VITE_*`).
 *
 * - VITE_API_BASE: where the API lives (default "/api/", the same origin as the site).
 * - VITE_SERVICE_USER / VITE_SERVICE_PASSWORD: the shared service credentials the original
 *   sends with every call. They ship in the browser bundle, so they are no secret; set both
 *   or neither (the server decides whether it checks them).
 */
export interface SiteEnv {
  readonly apiBase: string;
  readonly serviceCredentials: { readonly user: string; readonly password: string } | undefined;
}

function readEnv(raw: Record<string, string | boolean | undefined>): SiteEnv {
  const text = (key: string): string | undefined => {
    const value = raw[key];
    return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
  };
  const user = text("VITE_SERVICE_USER");
  const password = text("VITE_SERVICE_PASSWORD");
  if ((user === undefined) !== (password === undefined)) {
    throw new Error("VITE_SERVICE_USER and VITE_SERVICE_PASSWORD must be set together");
  }
  return {
    apiBase: text("VITE_API_BASE") ?? "/api/",
    serviceCredentials: user !== undefined && password !== undefined ? { user, password } : undefined,
  };
}

export const env: SiteEnv = readEnv(import.meta.env as Record<string, string | boolean | undefined>);
