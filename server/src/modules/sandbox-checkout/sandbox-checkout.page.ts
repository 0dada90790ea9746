import { formatKobo } from '@powerpay/shared';
import type { SandboxPaymentRow } from '../../integrations/payments/sandbox.repository.ts';
import { SANDBOX_CHECKOUT_STYLESHEET_PATH } from './sandbox-checkout.styles.ts';

export const SANDBOX_NOTICE = 'Sandbox checkout — no real money is charged';
export const COMPLETE_TITLE = 'This checkout is already complete';
export const MISSING_TITLE = 'Checkout not found';
export const DECLINES_LATER_LABEL = 'Pay with a card that declines later';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value written into the page goes through here. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const OUTCOME_TEXT: Record<string, string> = {
  success: 'It was paid',
  failed: 'The payment was declined',
  abandoned: 'The payment was cancelled',
};

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en-NG">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · PowerPay sandbox</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${SANDBOX_CHECKOUT_STYLESHEET_PATH}">
</head>
<body>
<div class="banner" role="note"><strong>${escapeHtml(SANDBOX_NOTICE)}</strong></div>
<main class="card">
${body}
</main>
<p class="foot">Test payments for PowerPay. On the live site this step is Paystack's secure checkout.</p>
</body>
</html>`;
}

function actionForm(url: string, label: string, style: string): string {
  return `<form method="post" action="${escapeHtml(url)}"><button type="submit" class="${style}">${escapeHtml(label)}</button></form>`;
}

function summary(payment: SandboxPaymentRow): string {
  return `<dl class="summary">
<div><dt>Merchant</dt><dd>PowerPay</dd></div>
<div><dt>Reference</dt><dd class="mono">${escapeHtml(payment.reference)}</dd></div>
</dl>`;
}

/**
 * The open checkout: amount, reference and the four buttons (`actionUrl` keeps the link's access
 * secret). Neither page prints the buyer's e-mail or the guest's receipt key.
 */
export function checkoutPage(payment: SandboxPaymentRow, actionUrl: (action: string) => string): string {
  return layout(
    'Checkout',
    `<p class="eyebrow" id="amount-label">Amount to pay</p>
<h1 class="amount" aria-describedby="amount-label">${escapeHtml(formatKobo(payment.amountKobo))}</h1>
${summary(payment)}
<div class="actions">
${actionForm(actionUrl('pay'), 'Pay', 'primary')}
${actionForm(actionUrl('pay-declines-later'), DECLINES_LATER_LABEL, 'secondary')}
${actionForm(actionUrl('decline'), 'Decline', 'secondary')}
${actionForm(actionUrl('cancel'), 'Cancel', 'plain')}
</div>
<p class="hint"><strong>Pay</strong> approves the payment with the test card ending 4081 (reusable, as Paystack's test card is). <strong>${escapeHtml(DECLINES_LATER_LABEL)}</strong> approves it with the test card ending 0002, which is declined when charged again as a saved card. <strong>Decline</strong> acts as a declined card and <strong>Cancel</strong> leaves the checkout, as closing Paystack's window would.</p>`,
  );
}

/** A checkout that already ended: what became of it and the way back. */
export function completePage(payment: SandboxPaymentRow, returnUrl: string): string {
  return layout(
    COMPLETE_TITLE,
    `<h1>${escapeHtml(COMPLETE_TITLE)}</h1>
<p class="lead">${escapeHtml(OUTCOME_TEXT[payment.status] ?? 'It has ended')}. Nothing more happens here.</p>
${summary(payment)}
<div class="actions"><a class="primary button" href="${escapeHtml(returnUrl)}">Return to PowerPay</a></div>`,
  );
}

export function missingPage(): string {
  return layout(
    MISSING_TITLE,
    `<h1>${escapeHtml(MISSING_TITLE)}</h1>
<p class="lead">There is no sandbox checkout at this link, or the link has expired. Start your purchase again from PowerPay.</p>
<div class="actions"><a class="primary button" href="/">Go to PowerPay</a></div>`,
  );
}
