import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { CODE_LENGTH } from '#contract/constants.js';

/** A real SMTP server in the test process; every message it receives is parsed into `inbox`. */
/** An SMTP refusal: 4xx is temporary ("try later"), 5xx permanent ("no such mailbox"). */
function refusal(code: number): Error {
  const text = code >= 500 ? 'Mailbox unavailable' : 'Mailbox busy, try again later';
  return Object.assign(new Error(text), { responseCode: code });
}

/** A verification code as the site's mails write it: its digits on their own. */
const CODE = new RegExp(`\\b(\\d{${CODE_LENGTH}})\\b`);

export async function startSmtp() {
  const inbox: ParsedMail[] = [];
  const waiters: { match: (m: ParsedMail) => boolean; resolve: (m: ParsedMail) => void }[] = [];
  let failNext = 0;
  let failCode = 451;
  /** Addresses refused at RCPT TO, with the SMTP code given. */
  const unavailable = new Map<string, number>();
  /** Every refused delivery to an unavailable mailbox, in order. */
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const code = unavailable.get(address.address);
      if (code === undefined) return callback();
      refused.push(address.address);
      callback(refusal(code));
    },
    onData(stream, _session, callback) {
      if (failNext > 0) {
        failNext--;
        stream.resume();
        stream.on('end', () => callback(refusal(failCode)));
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          for (const waiter of [...waiters]) {
            if (waiter.match(mail)) {
              waiters.splice(waiters.indexOf(waiter), 1);
              waiter.resolve(mail);
            }
          }
          callback();
        })
        .catch(callback);
    },
  });
  /**
   * Connections that broke in the middle of a mail (a sender killed while sending). Kept, not
   * thrown: `close()` fails while any is left that the test did not take with `takeErrors()`.
   */
  let errors: Error[] = [];
  server.on('error', (err) => errors.push(err));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };

  const recipient = (mail: ParsedMail) =>
    (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((a) =>
      a.value.map((v) => v.address),
    );

  return {
    url: `smtp://127.0.0.1:${port}`,
    inbox,
    recipient,
    /** Refuse the next n messages with `code` (451: try later; 550: never), as a mail server would. */
    failNext(n = 1, code = 451) {
      failNext = n;
      failCode = code;
    },
    refused,
    /** Refuse every message to an address from now on: 550 a mailbox that is gone, 451 a full one. */
    refuse(address: string, code: number) {
      unavailable.set(address, code);
    },
    /**
     * The first message to an address matching `predicate`, among those received from index
     * `since` of the inbox on (already there or still to come).
     */
    waitFor(
      to: string,
      predicate: (m: ParsedMail) => boolean = () => true,
      since = 0,
      timeoutMs = 60_000,
    ): Promise<ParsedMail> {
      const match = (m: ParsedMail) => recipient(m).includes(to) && predicate(m);
      const found = inbox.slice(since).find(match);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          match,
          resolve: (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        });
      });
    },
    /**
     * The verification code of the first mail to an address that carries one, among those
     * received from index `since` on (already there or still to come).
     */
    async codeFor(to: string, since = 0): Promise<string> {
      const mail = await this.waitFor(to, (m) => CODE.test(m.text ?? ''), since);
      return CODE.exec(mail.text ?? '')![1]!;
    },
    /** The broken connections so far; they are forgotten (a test that expects them checks them). */
    takeErrors(): Error[] {
      const taken = errors;
      errors = [];
      return taken;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (errors.length > 0)
        throw new AggregateError(errors, 'SMTP connections broke in the middle of a mail');
    },
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
