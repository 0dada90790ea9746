/**
 * The SMS gateway and SMTP server the cluster chaos run sends through (decision 045): the test suite's
 * own stand-ins (server/src/test/fakes/, loaded through tsx), counting what reached them. A message is
 * a duplicate when its idempotency key (SMS `Idempotency-Key`, mail `Message-ID`) arrived twice, or when
 * a purchase's token SMS arrived under two keys.
 */
import { sendJson, startLocalHttpServer } from '../../server/src/test/fakes/local-http-server.ts';
import { startLocalSmtpServer } from '../../server/src/test/fakes/smtp-server.ts';

const SMS_TOKEN = 'chaos-stand-in-gateway';

function repeated(values) {
  const seen = new Map();
  for (const value of values) seen.set(value, (seen.get(value) ?? 0) + 1);
  return [...seen.values()].filter((count) => count > 1).length;
}

export async function startMessageStandIns() {
  const gateway = await startLocalHttpServer((_request, response) => sendJson(response, 200, { ok: true }));
  const smtp = await startLocalSmtpServer();
  return {
    env: { SMS_PROVIDER: 'http', SMS_HTTP_URL: gateway.url, SMS_HTTP_TOKEN: SMS_TOKEN, SMTP_URL: smtp.url },
    /** What reached each stand-in, and how much of it twice. */
    outcome() {
      const keyedSms = gateway.requests.map((request) => request.headers['idempotency-key']).filter(Boolean);
      const tokenSmsRefs = gateway.requests
        .map((request) => /^PowerPay: your token.*Ref (PP-[A-Z0-9-]+)/s.exec(request.body?.sms ?? '')?.[1])
        .filter(Boolean);
      return {
        smsReceived: gateway.requests.length,
        mailsReceived: smtp.mails.length,
        duplicateSms: repeated(keyedSms),
        duplicateTokenSms: repeated(tokenSmsRefs),
        duplicateMails: repeated(smtp.mails.map((mail) => mail.messageId).filter(Boolean)),
      };
    },
    async close() {
      await gateway.close();
      await smtp.close();
    },
  };
}
