/** Served as a stylesheet (not inline) so the page needs nothing beyond the app's CSP `'self'`. */
export const SANDBOX_CHECKOUT_STYLESHEET_PATH = '/sandbox/checkout.css';

export const SANDBOX_CHECKOUT_STYLESHEET = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f5f7f6;color:#0f1f1a;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;-webkit-text-size-adjust:100%}
.banner{background:#fdd58c;color:#653710;text-align:center;padding:.75rem 1rem;font-size:.95rem;border-bottom:1px solid #fbbd4f}
.card{background:#fff;max-width:26rem;margin:2rem auto 1rem;padding:1.75rem 1.5rem;border-radius:1rem;box-shadow:0 1px 2px rgb(15 31 26/.04),0 4px 16px rgb(15 31 26/.06)}
.eyebrow{margin:0;color:#0b6e4f;font-weight:600;font-size:.9rem;letter-spacing:.02em;text-transform:uppercase}
h1{margin:.25rem 0 1rem;font-size:1.35rem;line-height:1.3}
h1.amount{font-size:2rem;font-variant-numeric:tabular-nums}
.lead{margin:0 0 1.25rem;color:#3d4f49}
.summary{margin:0 0 1.5rem;border-top:1px solid #e3e9e6}
.summary div{display:flex;justify-content:space-between;align-items:baseline;gap:1rem;padding:.7rem 0;border-bottom:1px solid #e3e9e6}
.summary dt{color:#55665f}
.summary dd{margin:0;font-weight:600;text-align:right;overflow-wrap:anywhere}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.9rem}
.actions{display:grid;gap:.75rem}
.actions form{margin:0}
button,.button{display:block;width:100%;min-height:3rem;padding:.75rem 1rem;border-radius:.75rem;font:inherit;font-weight:600;text-align:center;text-decoration:none;cursor:pointer;border:1px solid transparent}
.primary{background:#0b6e4f;color:#fff}
.primary:hover{background:#0a5a41}
.secondary{background:#fff;color:#b42318;border-color:#f1b8b2}
.secondary:hover{background:#fef3f2}
.plain{background:transparent;color:#3d4f49;border-color:#d4ddd9}
.plain:hover{background:#f5f7f6}
button:focus-visible,.button:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
.hint{margin:1.25rem 0 0;font-size:.875rem;color:#55665f}
.foot{max-width:26rem;margin:0 auto 2rem;padding:0 1.5rem;font-size:.8rem;color:#55665f;text-align:center}
@media (max-width:480px){.card{margin:0;border-radius:0;box-shadow:none;border-bottom:1px solid #e3e9e6}.foot{margin-top:1.25rem}}
`;
