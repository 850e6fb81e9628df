import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process; every message it receives is parsed into `inbox`. */
export async function startSmtp() {
  const inbox: ParsedMail[] = [];
  const waiters: { match: (m: ParsedMail) => boolean; resolve: (m: ParsedMail) => void }[] = [];
  let failNext = 0;
  const unavailable = new Set<string>();
  /** Every refused delivery to an unavailable mailbox, in order. */
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!unavailable.has(address.address)) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      if (failNext > 0) {
        failNext--;
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })),
        );
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
    /** Refuse the next n messages, as a broken mail server would. */
    failNext(n = 1) {
      failNext = n;
    },
    refused,
    /** Refuse every message to an address from now on, as for a mailbox that is gone. */
    refuse(address: string) {
      unavailable.add(address);
    },
    /**
     * The first message to an address matching `predicate`, among those received from index
     * `since` of the inbox on (already there or still to come).
     */
    waitFor(
      to: string,
      predicate: (m: ParsedMail) => boolean = () => true,
      since = 0,
      timeoutMs = 10_000,
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
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>;
