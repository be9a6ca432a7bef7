/**
 * The server's own HTML pages, for a reader without the site's script: the public proforma
 * check (/verify/{code}) and the contact form's answer when its script had not arrived
 * (POST /contact-us). One plain look, small enough to inline (the CSP allows inline styles),
 * `lang`, a title and a viewport. Everything put into a page goes through `escapeHtml` (escape-html).
 */
import escapeHtml from "escape-html";
import { particulars } from "@jute/api/company";

/** A whole page: `title` is escaped here; `body` is HTML the caller built with escapeHtml. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} | ${escapeHtml(particulars.groupName)}</title>
<style>
body{font-family:system-ui,Arial,sans-serif;color:#1a1a1a;background:#fff;margin:0;line-height:1.5}
main{max-width:44rem;margin:0 auto;padding:1.5rem;overflow-wrap:anywhere}
h1{font-size:1.5rem;margin:0 0 1rem}
h2{font-size:1.15rem;margin:1.5rem 0 .5rem}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.35rem .75rem .35rem 0;border-bottom:1px solid #ccc;vertical-align:top;overflow-wrap:anywhere}
th{width:40%;font-weight:600}
.verdict{padding:.75rem 1rem;border:2px solid #1d6b2f;background:#eef7f0;border-radius:4px}
.verdict.bad{border-color:#8a1c1c;background:#fbeeee}
a{color:#0b4f8a}
</style></head>
<body><main>${body}</main></body></html>`;
}
