import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The message as sent: headers, a blank line, the body. */
  data: string;
  messageId: string | null;
}

export interface LocalSmtpServer {
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 and a free port, enough of RFC 5321 for nodemailer to deliver to it
 * (EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth): the network edge the mailer talks to in
 * tests. Every accepted message is kept, so a test can count what reached it.
 */
export async function startLocalSmtpServer(): Promise<LocalSmtpServer> {
  const mails: ReceivedMail[] = [];
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    let data: string[] | null = null;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 localhost stand-in ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      let end = buffer.indexOf('\r\n');
      while (end >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\r\n');
        if (data) {
          if (line !== '.') {
            data.push(line.startsWith('..') ? line.slice(1) : line);
            continue;
          }
          const text = data.join('\r\n');
          mails.push({
            ...envelope,
            data: text,
            messageId: /^message-id:\s*(.+)$/im.exec(text)?.[1] ?? null,
          });
          data = null;
          envelope = { from: '', to: [] };
          reply('250 2.0.0 queued');
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 localhost');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          data = [];
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 ok');
        else reply('502 5.5.1 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
