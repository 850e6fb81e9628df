import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A case's mails (caseMail.ts): answering reaches the case, and mail clients thread them. */
  replyTo?: string;
  messageId?: string;
  inReplyTo?: string;
  references?: string;
  /** More headers (Auto-Submitted on an automatic answer, so no mail client answers it back). */
  headers?: Record<string, string>;
  /** Files it carries (a staff reply's): read from `path` when it is sent. */
  attachments?: MailFile[];
}

/** A file a mail carries: the name the reader sees, and its bytes. */
export interface MailFile {
  filename: string;
  content: Buffer;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox,
 * so a fresh install works without a mail server and nothing is lost.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: config.mailFrom, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: config.mailFrom, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`;
      await fs.writeFile(path.join(outbox, name), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

export { escapeHtml } from '#contract/html.js';
