/** A real SMTP server inside the test process (smtp-server), keeping every mail it accepts, parsed. */
import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type TReceived = { to: string; subject: string; text: string; html: string };

export type TSmtpSink = {
  port: number;
  url: string;
  received: TReceived[];
  /** Stops listening (the port stays this sink's, to start again on). */
  stop: () => Promise<void>;
  start: () => Promise<void>;
};

export const startSmtpSink = async (port = 0): Promise<TSmtpSink> => {
  const received: TReceived[] = [];
  let server: SMTPServer | undefined;
  let bound = port;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address).join(','),
              subject: mail.subject ?? '',
              text: mail.text ?? '',
              html: typeof mail.html === 'string' ? mail.html : '',
            });
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server!.listen(bound, '127.0.0.1', () => resolve()));
    bound = (server.server.address() as AddressInfo).port;
  };
  await start();
  return {
    get port() {
      return bound;
    },
    get url() {
      return `smtp://127.0.0.1:${bound}`;
    },
    received,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start,
  };
};
