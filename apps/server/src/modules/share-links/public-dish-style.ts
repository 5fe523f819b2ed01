/**
 * The public page's whole stylesheet, inlined (one request for the page): readable on a phone,
 * the app's warm colours, dark when the reader's system is, and a print layout without the
 * page's buttons. Logical properties only, so Arabic mirrors.
 */
export const PUBLIC_DISH_STYLE = `
:root{color-scheme:light dark;--ink:#2b211b;--muted:#5f5148;--paper:#fffaf4;--line:#e6d8c8;--accent:#9a3412}
@media (prefers-color-scheme:dark){:root{--ink:#f5ede4;--muted:#cdbfb2;--paper:#1c1714;--line:#3d322b;--accent:#fdba74}}
*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:1.0625rem/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-inline-size:44rem;margin-inline:auto;padding:1.25rem 1rem 2rem}
h1{font-size:1.9rem;line-height:1.2;margin-block:0 .5rem;overflow-wrap:anywhere}
h2{font-size:1.25rem;margin-block:1.75rem .5rem}
.description{color:var(--muted);margin-block:0 1rem}
.picture{display:block;inline-size:100%;block-size:auto;aspect-ratio:3/2;object-fit:cover;border-radius:.75rem;background:var(--line)}
.times{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin-block:1rem}
.times div{display:flex;gap:.4rem}.times dt{color:var(--muted)}.times dd{margin:0;font-weight:600}
.servings{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-block:1rem}
.servings a{display:inline-flex;align-items:center;justify-content:center;min-inline-size:44px;min-block-size:44px;padding-inline:.75rem;border:1px solid var(--line);border-radius:999px;color:var(--ink);text-decoration:none}
.servings a[aria-current]{background:var(--accent);border-color:var(--accent);color:var(--paper);font-weight:600}
ul,ol{padding-inline-start:1.4rem}li{margin-block:.35rem;overflow-wrap:anywhere}
.note{color:var(--muted)}.notes{white-space:pre-line}
a{color:var(--accent)}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-block-start:2rem}
button{min-block-size:44px;padding-inline:1.1rem;border-radius:.6rem;border:1px solid var(--accent);background:var(--accent);color:var(--paper);font:inherit;font-weight:600;cursor:pointer}
#print{background:transparent;color:var(--accent)}
footer{text-align:center;color:var(--muted);padding-block:1rem 2rem;font-size:.9rem}
@media print{.servings,.actions,footer{display:none}body{background:#fff;color:#000}.picture{max-block-size:10cm;inline-size:auto}}
`;
