import crypto from 'node:crypto';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { Mail } from './mail.js';
import type { MailTag } from './outbox.js';
import { siteSecret } from './siteSecret.js';

/** The key of the case addresses' signatures in site_state. */
const SECRET_KEY = 'reply_address_secret';
/** 64 bits of HMAC: the address of one case says nothing about another's, and cannot be guessed. */
const SIGNATURE_CHARS = 16;
/** The mails that go to the visitor about their case: they thread together and can be answered. */
const VISITOR_KINDS: readonly MailTag['kind'][] = ['confirmation', 'staff-reply', 'mail-refused'];
/** Mails the desk sends by itself in answer to a visitor's mail (RFC 3834: never to be auto-answered). */
const AUTOMATIC_KINDS: readonly MailTag['kind'][] = ['mail-refused'];

/** The address inside "Name <address>" (or the text itself). */
export function bareAddress(text: string): string {
  return (/<([^<>]+)>\s*$/.exec(text)?.[1] ?? text).trim().toLowerCase();
}

/** The domain of our own Message-IDs: the reply address's, else the sender's. */
export function mailDomain(config: Pick<Config, 'replyToAddress' | 'mailFrom'>): string {
  const address = config.replyToAddress || bareAddress(config.mailFrom);
  return address.slice(address.lastIndexOf('@') + 1) || 'localhost';
}

/**
 * The case's mails as mail clients thread them: the confirmation is the root (its Message-ID
 * says the case, so it is the same when retried), every later mail refers to it.
 */
const rootId = (domain: string, mNo: string) => `<case.${mNo}@${domain}>`;

/** Is this Message-ID one of the desk's own (a mail we sent, come back in a loop)? */
export function isOwnMessageId(config: Pick<Config, 'replyToAddress' | 'mailFrom'>, id: string): boolean {
  const domain = mailDomain(config).toLowerCase();
  return /^<?case\.[^@]+@(.+?)>?$/i.exec(id.trim())?.[1]?.toLowerCase() === domain;
}

/**
 * Case addresses (`desk+<case>.<signature>@domain` from REPLY_TO_ADDRESS) and the threading
 * headers of the mails about a case. The signature is an HMAC of the case number under a key
 * kept in the database, so only the desk can make an address that it accepts.
 */
export function caseMail(db: Db, config: Pick<Config, 'replyToAddress' | 'mailFrom'>) {
  const secret = siteSecret(db, SECRET_KEY);
  const base = config.replyToAddress;
  const at = base.lastIndexOf('@');
  const local = base.slice(0, at);
  const domain = mailDomain(config);

  const signature = async (mNo: string) =>
    crypto
      .createHmac('sha256', await secret())
      .update(mNo.toUpperCase())
      .digest('hex')
      .slice(0, SIGNATURE_CHARS);

  return {
    /** Whether mails carry a case address at all (REPLY_TO_ADDRESS is set). */
    enabled: base !== '',

    /** The Reply-To of a case's mails. */
    async addressOf(mNo: string): Promise<string> {
      return `${local}+${mNo}.${await signature(mNo)}@${base.slice(at + 1)}`;
    },

    /** The case number a case address stands for; null for any other address or a bad signature. */
    async caseOf(address: string): Promise<string | null> {
      if (!base) return null;
      const bare = bareAddress(address);
      const match = /^(.+)\+([a-z0-9-]+)\.([0-9a-f]+)@(.+)$/i.exec(bare);
      if (!match || match[1] !== local || match[4] !== base.slice(at + 1)) return null;
      const mNo = match[2]!.toUpperCase();
      const given = Buffer.from(match[3]!.toLowerCase());
      const expected = Buffer.from(await signature(mNo));
      return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? mNo : null;
    },

    /** The mail with the Reply-To and threading headers of its case, when it goes to the visitor. */
    async addressed(mail: Mail, tag: Pick<MailTag, 'kind' | 'ref'>): Promise<Mail> {
      if (!VISITOR_KINDS.includes(tag.kind) || !tag.ref) return mail;
      const root = rootId(domain, tag.ref);
      const threading =
        tag.kind === 'confirmation'
          ? { messageId: root }
          : {
              messageId: `<case.${tag.ref}.${crypto.randomBytes(8).toString('hex')}@${domain}>`,
              inReplyTo: root,
              references: root,
            };
      return {
        ...mail,
        ...threading,
        ...(base ? { replyTo: await this.addressOf(tag.ref) } : {}),
        ...(AUTOMATIC_KINDS.includes(tag.kind) ? { headers: { 'Auto-Submitted': 'auto-replied' } } : {}),
      };
    },
  };
}

export type CaseMail = ReturnType<typeof caseMail>;
